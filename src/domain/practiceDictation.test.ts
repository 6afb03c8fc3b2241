import { describe, expect, it } from 'vitest';
import { checkAnswer, describeVerdict } from './answers.ts';
import { typedWord } from './foldAnswers.ts';
import { gradeAnswer } from './grading.ts';
import { DICTATION_SHARE, exerciseTargets, practiceSession } from './practiceSession.ts';
import type { ItemCard, PracticeExercise } from './practiceSession.ts';
import { reviewItems } from './reviewItems.ts';
import { newCard, review } from './scheduling.ts';

// Dictation (type what you hear): a recall card of a word with a recording, asked by playing the recording.
const NOW = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;

const WORDS: [string, string, string][] = [
  ['Hujambo?', 'hujambo', 'How are you?'],
  ['Sijambo', 'sijambo', 'I am fine'],
  ['Habari za asubuhi?', 'habari-za-asubuhi', 'Good morning (news of the morning?)'],
  ['Nzuri sana', 'nzuri-sana', 'Very good'],
  ['asubuhi', 'asubuhi', 'morning'],
  ['jioni', 'jioni', 'evening'],
  ['Asante', 'asante', 'Thank you'],
  ['Karibu', 'karibu', 'Welcome'],
  ['chai', 'chai', 'tea'],
  ['Pole', 'pole', 'Sorry (sympathy)'],
  ['Samahani', 'samahani', 'Excuse me'],
  ['Kwa heri', 'kwa-heri', 'Goodbye'],
  ['Mama', 'mama', 'mother'],
  ['Babu', 'babu', 'grandfather'],
];
/** Every word but the last two has a recording. */
const WITH_AUDIO = WORDS.slice(0, -2).map(([, slug]) => slug);

const ITEMS = reviewItems({
  language: 'swahili',
  vocabulary: WORDS.map(([word, slug, translation]) => ({
    word,
    slug,
    translation,
    pronunciation: `${slug}-say`,
    lessonId: 's1-0',
  })),
  completedLessonIds: ['s1-0'],
  sentences: [],
  missedQuizAnswers: [],
  audioSlugs: WITH_AUDIO,
});

const cardOf = (itemId: string, direction: 'recognise' | 'recall', daysAgo: number): ItemCard => {
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  return { itemId, direction, card: review(newCard(at), 'good', at).card };
};
/** Every word recognised and recalled ten days ago: each recall card is due. */
const RECALL_DUE = ITEMS.flatMap((item) => [cardOf(item.id, 'recognise', 9), cardOf(item.id, 'recall', 10)]);

type Dictation = Extract<PracticeExercise, { kind: 'dictation' }>;
const sessions = (cards: readonly ItemCard[], seeds = 200) =>
  Array.from({ length: seeds }, (_, seed) => practiceSession(ITEMS, cards, NOW, seed)).flat();

describe('dictation in a practice session', () => {
  it('asks a word with a recording by playing it, and takes every form the word accepts', () => {
    const dictations = sessions(RECALL_DUE).filter((e): e is Dictation => e.kind === 'dictation');
    expect(dictations.length).toBeGreaterThan(0);
    for (const d of dictations) {
      const slug = d.itemId.split(':')[1]!;
      expect(WITH_AUDIO).toContain(slug);
      const [word, , meaning] = WORDS.find(([, s]) => s === slug)!;
      expect(d).toMatchObject({
        direction: 'recall',
        audio: `swahili/vocabulary/${slug}`,
        prompt: meaning,
        answers: [word],
        pronunciation: `${slug}-say`,
      });
    }
  });

  it('is offered only for a word with a recording', () => {
    const asked = new Set(
      sessions(RECALL_DUE)
        .filter((e) => e.kind === 'dictation')
        .flatMap(exerciseTargets)
        .map((t) => t.itemId),
    );
    expect(asked.size).toBeGreaterThan(0);
    expect(asked.has('swahili:mama')).toBe(false);
    expect(asked.has('swahili:babu')).toBe(false);
    const noAudio = reviewItems({
      language: 'swahili',
      vocabulary: WORDS.map(([word, slug, translation]) => ({
        word,
        slug,
        translation,
        pronunciation: slug,
        lessonId: 's1-0',
      })),
      completedLessonIds: ['s1-0'],
      sentences: [],
      missedQuizAnswers: [],
    });
    for (let seed = 0; seed < 200; seed++)
      expect(practiceSession(noAudio, RECALL_DUE, NOW, seed).map((e) => e.kind)).not.toContain('dictation');
  });

  it('reviews only the recall card of a word the learner has met, never a first sighting', () => {
    // Recognised yesterday (not due again yet): every word is new to recall, which needs the recognition card first.
    const recognised = ITEMS.map((item) => cardOf(item.id, 'recognise', 1));
    const fromRecognised = sessions(recognised).filter((x) => x.kind === 'dictation');
    expect(fromRecognised.length).toBeGreaterThan(0);
    for (const e of fromRecognised) expect(exerciseTargets(e)[0]!.direction).toBe('recall');
    for (const e of sessions([]).filter((x) => x.kind === 'dictation')) expect.unreachable(JSON.stringify(e));
    // Nothing met yet but one word: no word the learner has not recognised is dictated.
    const one = [cardOf('swahili:asante', 'recognise', 10)];
    const dictated = sessions(one).filter((x) => x.kind === 'dictation');
    for (const e of dictated) expect(exerciseTargets(e)[0]!.itemId).toBe('swahili:asante');
  });

  it('takes a fair share of the recall cards with a recording, and leaves the rest to typed recall', () => {
    const recalls = sessions(RECALL_DUE, 300).filter(
      (e) => (e.kind === 'dictation' || e.kind === 'recall') && WITH_AUDIO.includes(e.itemId.split(':')[1]!),
    );
    const share = recalls.filter((e) => e.kind === 'dictation').length / recalls.length;
    expect(share).toBeGreaterThan(DICTATION_SHARE - 0.08);
    expect(share).toBeLessThan(DICTATION_SHARE + 0.08);
  });

  it('is the same for the same seed', () => {
    expect(practiceSession(ITEMS, RECALL_DUE, NOW, 7)).toEqual(practiceSession(ITEMS, RECALL_DUE, NOW, 7));
  });
});

describe('a dictation answer', () => {
  const item = ITEMS.find((i) => i.id === 'swahili:nzuri-sana')!;

  it('is graded by the one grader: right, a slip in the spacing, or wrong', () => {
    expect(checkAnswer('nzuri sana', item.answers).kind).toBe('right');
    const slip = checkAnswer('Nzurisana', item.answers);
    expect(slip.kind).toBe('slip');
    expect(describeVerdict(slip, 'accent')).toEqual(['check the spaces between the words']);
    expect(checkAnswer('Mzuri sana', item.answers).kind).toBe('wrong');
  });

  it('counts as typed: a fast right answer can be easy, as a typed recall can', () => {
    const typed = typedWord(item, { direction: 'recall', typed: true });
    expect(typed).toBe('Nzuri sana');
    expect(gradeAnswer({ kind: 'right', responseMs: 2_000, typed })).toBe('easy');
    expect(gradeAnswer({ kind: 'right', responseMs: 2_000, typed: null })).toBe('good');
  });
});
