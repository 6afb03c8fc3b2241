import { describe, expect, it } from 'vitest';
import { exerciseTargets, practiceSession } from './practiceSession.ts';
import { expectedAnswer, recallPrompt, reviewItems, sentenceItemId, textKey } from './reviewItems.ts';
import type { ReviewItemSources } from './reviewItems.ts';

const sources: ReviewItemSources = {
  language: 'igbo',
  vocabulary: [
    { word: 'Ndewo', slug: 'ndewo', translation: 'Hello', pronunciation: 'n-DEH-woh', lessonId: '1-0' },
    { word: 'Kedụ?', slug: 'kedu', translation: 'How is it?', pronunciation: 'keh-DU', lessonId: '1-0' },
    { word: 'Nwa m', slug: 'nwa-m', translation: 'My child', pronunciation: 'nwah M', lessonId: '1-4' },
    { word: 'Otu', slug: 'otu', translation: 'One', pronunciation: 'oh-TOO', lessonId: '2-0' },
  ],
  completedLessonIds: ['1-0'],
  sentences: [
    { lessonId: '1-6', prompt: 'Say I am fine', correctSentence: 'Adị m mma' },
    {
      lessonId: '1-0',
      prompt: 'Greet the elder',
      correctSentence: 'Ụtụtụ ọma, Nna!',
      alternatives: ['Nna, ụtụtụ ọma'],
    },
  ],
  missedQuizAnswers: [
    { lessonId: '1-2', question: 'What does Biko mean?', options: ['Please', 'Thanks'], correct: 'Please' },
  ],
  audioSlugs: ['kedu'],
};

describe('reviewItems', () => {
  it('gives the words of the lessons completed, not those a later lesson of the unit teaches', () => {
    const words = (completedLessonIds: string[]) =>
      reviewItems({ ...sources, completedLessonIds })
        .filter((i) => i.source === 'vocabulary')
        .map((i) => i.id);
    expect(words(['1-0'])).toEqual(['igbo:ndewo', 'igbo:kedu']);
    expect(words(['1-0', '1-1', '1-2', '1-3'])).toEqual(['igbo:ndewo', 'igbo:kedu']);
    expect(words(['1-0', '1-1', '1-2', '1-3', '1-4'])).toEqual(['igbo:ndewo', 'igbo:kedu', 'igbo:nwa-m']);
  });

  it('does not give a word whose lesson is not completed, even when a later lesson is', () => {
    const ids = reviewItems({ ...sources, completedLessonIds: ['2-1'] }).map((i) => i.id);
    expect(ids).not.toContain('igbo:otu');
  });

  it('never offers a word the learner has not met as a choice in practice', () => {
    const items = reviewItems({ ...sources, completedLessonIds: ['1-0'], missedQuizAnswers: [] });
    for (let seed = 0; seed < 20; seed++) {
      for (const exercise of practiceSession(items, [], new Date('2026-05-10T09:00:00Z'), seed)) {
        expect(exerciseTargets(exercise).map((t) => t.itemId)).not.toContain('igbo:nwa-m');
        if ('choices' in exercise) expect(exercise.choices).not.toContain('My child');
      }
    }
  });

  it('turns a word into an item with its meaning, answer, respelling and audio', () => {
    expect(reviewItems(sources).find((i) => i.id === 'igbo:kedu')).toEqual({
      id: 'igbo:kedu',
      language: 'igbo',
      source: 'vocabulary',
      prompt: 'How is it?',
      answers: ['Kedụ?'],
      pronunciation: 'keh-DU',
      audio: 'igbo/vocabulary/kedu',
      directions: ['recognise', 'recall'],
    });
    expect(reviewItems(sources).find((i) => i.id === 'igbo:ndewo')?.audio).toBeNull();
  });

  it("carries the credit of a word's recording, and none for a word without one", () => {
    const credited = reviewItems({
      ...sources,
      audioCredits: { kedu: 'Recorded by Ada (CC BY-SA 4.0)', ndewo: 'Recorded by Obi (CC BY-SA 4.0)' },
    });
    expect(credited.find((i) => i.id === 'igbo:kedu')?.credit).toBe('Recorded by Ada (CC BY-SA 4.0)');
    // ndewo has no recording in audioSlugs: a credit alone brings nothing.
    expect(credited.find((i) => i.id === 'igbo:ndewo')).not.toHaveProperty('credit');
  });

  it("plays a community clip's versioned key for a word that has one, credited, whether or not the build has a file", () => {
    const items = reviewItems({
      ...sources,
      audioKeys: { ndewo: 'igbo/vocabulary/ndewo?v=c1', kedu: 'igbo/vocabulary/kedu?v=c2' },
      audioCredits: { ndewo: 'Recorded by Obi (CC BY-SA 4.0)' },
    });
    expect(items.find((i) => i.id === 'igbo:ndewo')).toMatchObject({
      audio: 'igbo/vocabulary/ndewo?v=c1',
      credit: 'Recorded by Obi (CC BY-SA 4.0)',
    });
    expect(items.find((i) => i.id === 'igbo:kedu')?.audio).toBe('igbo/vocabulary/kedu?v=c2');
  });

  it("gives a role-play item the other speaker's line clip and its credit, when the line has one", () => {
    const items = reviewItems({
      ...sources,
      completedLessonIds: ['1-5'],
      conversations: [
        {
          lessonId: '1-5',
          lines: [
            {
              speaker: 'Ada',
              line: 'Ndewo',
              translation: 'Hello',
              audio: 'igbo/conversations/1-5-line-1?v=c9',
              credit: 'Recorded by Obi (CC BY-SA 4.0)',
            },
            { speaker: 'Obi', line: 'Ndewo nwanne', translation: 'Hello sibling' },
            { speaker: 'Ada', line: 'Kedụ?', translation: 'How are you?' },
          ],
        },
      ],
    }).filter((i) => i.source === 'dialogue');
    expect(items[0]).toMatchObject({
      audio: 'igbo/conversations/1-5-line-1?v=c9',
      credit: 'Recorded by Obi (CC BY-SA 4.0)',
    });
    expect(items[1]?.audio).toBeNull();
    expect(items[1]).not.toHaveProperty('credit');
  });

  it("accepts a word's other forms after the word itself, and carries its hint", () => {
    const items = reviewItems({
      ...sources,
      vocabulary: [
        {
          word: 'Ndewo',
          slug: 'ndewo',
          translation: 'Hello',
          pronunciation: 'n-DEH-woh',
          lessonId: '1-0',
          accept: ['Ndeewo'],
        },
        {
          word: 'Ẹ kú àárọ̀',
          slug: 'e-ku-aaro',
          translation: 'Good morning',
          pronunciation: 'eh',
          lessonId: '1-0',
          hint: 'to an elder',
        },
      ],
    });
    expect(items[0]).toMatchObject({ id: 'igbo:ndewo', answers: ['Ndewo', 'Ndeewo'] });
    expect(items[0]).not.toHaveProperty('hint');
    expect(items[1]).toMatchObject({ answers: ['Ẹ kú àárọ̀'], prompt: 'Good morning', hint: 'to an elder' });
  });

  it('gives the sentences of completed lessons with their alternatives, for recall', () => {
    const sentences = reviewItems(sources).filter((i) => i.source === 'sentence');
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toMatchObject({
      id: 'igbo:sentence:ụtụtụ ọma nna',
      answers: ['Ụtụtụ ọma, Nna!', 'Nna, ụtụtụ ọma'],
      directions: ['recall'],
    });
  });

  it('gives missed quiz answers with their options, for recognition', () => {
    expect(reviewItems(sources).find((i) => i.source === 'quiz')).toMatchObject({
      id: 'igbo:quiz:what does biko mean',
      prompt: 'What does Biko mean?',
      answers: ['Please'],
      choices: ['Please', 'Thanks'],
      directions: ['recognise'],
    });
  });

  it('keeps one item per id', () => {
    const twice = { ...sources, missedQuizAnswers: [...sources.missedQuizAnswers, ...sources.missedQuizAnswers] };
    expect(reviewItems(twice).filter((i) => i.source === 'quiz')).toHaveLength(1);
  });

  it("gives each item its lesson's version, and none when the lesson's is not known", () => {
    const versions = { '1-0': '2026-11-20', '1-2': '2026-11-27' };
    const items = reviewItems({ ...sources, lessonVersions: versions });
    expect(items.map((i) => [i.id, i.version])).toEqual([
      ['igbo:ndewo', '2026-11-20'],
      ['igbo:kedu', '2026-11-20'],
      ['igbo:sentence:ụtụtụ ọma nna', '2026-11-20'],
      ['igbo:quiz:what does biko mean', '2026-11-27'],
    ]);
    expect(reviewItems(sources).some((i) => 'version' in i)).toBe(false);
  });

  it('refuses a missed answer whose right option is not among its options', () => {
    const bad = { ...sources, missedQuizAnswers: [{ lessonId: '1-2', question: 'Q?', options: ['A'], correct: 'B' }] };
    expect(() => reviewItems(bad)).toThrow(/not among the options/);
  });
});

describe('sentence ids', () => {
  it('do not change with case, punctuation, spacing or Unicode form', () => {
    expect(sentenceItemId('igbo', 'Ụtụtụ ọma, Nna!')).toBe(
      sentenceItemId('igbo', '  ụtụtụ   ọma nna'.normalize('NFD')),
    );
  });

  it('change when the words change', () => {
    expect(sentenceItemId('igbo', 'Ụtụtụ ọma Nna')).not.toBe(sentenceItemId('igbo', 'Mgbede ọma Nna'));
  });

  it('keep tone marks and subdots, which make other words', () => {
    expect(textKey('ọkọ́')).not.toBe(textKey('ọkọ'));
  });
});

describe('expectedAnswer', () => {
  it('is the word to recall, the meaning to recognise, and a quiz question its right option', () => {
    const [ndewo, kedu, sentence, quiz] = reviewItems(sources);
    expect(expectedAnswer(ndewo!, 'recall')).toBe('Ndewo');
    expect(expectedAnswer(kedu!, 'recognise')).toBe('How is it?');
    expect(expectedAnswer(sentence!, 'recall')).toBe('Ụtụtụ ọma, Nna!');
    expect(expectedAnswer(quiz!, 'recognise')).toBe('Please');
  });
});

describe('recallPrompt', () => {
  it('shows the hint in brackets after the meaning, and the meaning alone without one', () => {
    expect(recallPrompt({ prompt: 'Good morning', hint: 'to an elder' })).toBe('Good morning (to an elder)');
    expect(recallPrompt({ prompt: 'Good morning' })).toBe('Good morning');
  });
});
