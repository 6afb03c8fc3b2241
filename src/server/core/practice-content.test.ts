import { describe, expect, it } from 'vitest';
import {
  newCard,
  practiceSession,
  review,
  reviewItems,
  textKey,
  toneKey,
  withToneNeighbours,
  type PracticeExercise,
  type ReviewItem,
} from '../../domain/index.ts';
import { IGBO } from '../../test-support/spellings.ts';
import { readContent } from '../../content/read.ts';
import { practiceContent } from './practice-content.ts';

type ToneChoiceExercise = Extract<PracticeExercise, { kind: 'tone-choice' }>;

/** The tone-choice exercises a session asks first for `target` over many seeds, its recall card due and nothing else. */
function toneChoicesFor(items: readonly ReviewItem[], target: ReviewItem): ToneChoiceExercise[] {
  const reviewed = new Date('2026-11-20T12:00:00Z');
  const cards = [
    { itemId: target.id, direction: 'recall' as const, card: review(newCard(reviewed), 'good', reviewed).card },
  ];
  const found: ToneChoiceExercise[] = [];
  for (let seed = 0; seed < 300; seed++) {
    const [first] = practiceSession(items, cards, new Date('2026-11-27T12:00:00Z'), seed, {
      maxNew: 0,
      spelling: IGBO,
    });
    if (first?.kind === 'tone-choice') found.push(first);
  }
  return found;
}

describe('practiceContent', () => {
  it('reads every published conversation of a course, so each one gives role-play items once completed', async () => {
    const tree = await readContent('content');
    const content = practiceContent(tree).get('yoruba')!;
    const published = tree.lessons.filter(
      (l) => l.language === 'yoruba' && l.type === 'conversation' && l.status === 'published',
    );
    expect(content.conversations.map((c) => c.lessonId).sort()).toEqual(published.map((l) => l.id).sort());
    const items = reviewItems({
      language: 'yoruba',
      vocabulary: [],
      sentences: [],
      missedQuizAnswers: [],
      conversations: content.conversations,
      completedLessonIds: published.map((l) => l.id),
    });
    // Every line but each conversation's first answers the other speaker: no course conversation has a speaker twice in a row.
    const lines = published.reduce((sum, l) => sum + (l.type === 'conversation' ? l.lines.length - 1 : 0), 0);
    expect(items).toHaveLength(lines);
    expect(new Set(items.map((i) => i.id)).size).toBe(lines);
  });

  it("carries a vocabulary entry's accepted forms and hint to practice, and leaves them out where content has none", async () => {
    const tree = await readContent('content');
    const list = tree.vocabulary.find((l) => l.language === 'kriolu')!;
    const [first, ...rest] = list.entries;
    // The rest without accepted forms or hints, whatever the shipped file gives them.
    const bare = rest.map(({ accept: _accept, hint: _hint, ...entry }) => entry);
    list.entries = [{ ...first!, accept: ['Obrigada'], hint: 'general form' }, ...bare];
    const vocabulary = practiceContent(tree).get('kriolu')!.vocabulary;
    expect(vocabulary[0]).toMatchObject({ word: first!.word, accept: ['Obrigada'], hint: 'general form' });
    expect(vocabulary[1]).not.toHaveProperty('accept');
    expect(vocabulary[1]).not.toHaveProperty('hint');
  });

  it("gives each published lesson's lastModified as the version of the items it teaches", async () => {
    const tree = await readContent('content');
    const lesson = tree.lessons.find((l) => l.language === 'igbo' && l.id === '1-0')!;
    lesson.lastModified = '2026-01-02';
    const content = practiceContent(tree).get('igbo')!;
    expect(content.lessonVersions['1-0']).toBe('2026-01-02');
    const items = reviewItems({
      language: 'igbo',
      vocabulary: content.vocabulary,
      completedLessonIds: ['1-0'],
      sentences: content.sentences,
      missedQuizAnswers: [],
      lessonVersions: content.lessonVersions,
    });
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.version))).toEqual(new Set(['2026-01-02']));
  });

  describe('with the shipped Igbo course and content/lexicon/igbo.yaml', { timeout: 60_000 }, () => {
    const igboItems = async () => {
      const content = practiceContent(await readContent('content')).get('igbo')!;
      const items = reviewItems({
        language: 'igbo',
        vocabulary: content.vocabulary,
        completedLessonIds: content.units.flatMap((u) => u.lessonIds),
        sentences: content.sentences,
        missedQuizAnswers: [],
      });
      return withToneNeighbours(items, content.lexicon, content.spelling);
    };

    it('shows aṅụ "bee" beside anụ "meat" with its meaning, never as not a word', async () => {
      const items = await igboItems();
      const meat = items.find((i) => i.source === 'vocabulary' && i.answers[0] === 'anụ'.normalize('NFC'))!;
      const exercises = toneChoicesFor(items, meat);
      expect(exercises.length).toBeGreaterThan(0);
      const bee = 'aṅụ'.normalize('NFC');
      const shown = exercises.flatMap((e) => e.choices.flatMap((c, i) => (c === bee ? [e.choiceMeanings[i]] : [])));
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set(['bee (mmanụ aṅụ: honey)']));
    });

    it('holds only words a tone choice can meet: each differs from a course word, or a word of one, only in dots', async () => {
      const tree = await readContent('content');
      const items = await igboItems();
      const words = items.flatMap((i) => [i.answers[0]!, ...textKey(i.answers[0]!).split(' ')]);
      const keys = new Set(words.map((w) => toneKey(w, IGBO)));
      const listed = tree.lexicon.filter((l) => l.language === 'igbo').flatMap((l) => l.entries);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.filter((e) => !keys.has(toneKey(e.word, IGBO))).map((e) => e.word)).toEqual([]);
    });

    it('never offers Ị bọọla chi? as I bọọla chi?: i is the same pronoun in the other vowel set', async () => {
      const items = await igboItems();
      const target = items.find((i) => i.answers[0] === 'Ị bọọla chi?'.normalize('NFC'))!;
      const exercises = toneChoicesFor(items, target);
      expect(exercises.length).toBeGreaterThan(0);
      for (const exercise of exercises) expect(exercise.choices).not.toContain('I bọọla chi?'.normalize('NFC'));
    });

    it('never offers a name written with its dots (Ngọzi, Chinọnso) as a wrong spelling of the name', async () => {
      const items = await igboItems();
      for (const [name, dotted] of [
        ['Ngozi', 'Ngọzi'],
        ['Chinonso', 'Chinọnso'],
      ] as const) {
        const target = items.find((i) => i.answers[0] === name)!;
        const exercises = toneChoicesFor(items, target);
        expect(exercises.length).toBeGreaterThan(0);
        for (const exercise of exercises) expect(exercise.choices).not.toContain(dotted.normalize('NFC'));
      }
    });
  });
});
