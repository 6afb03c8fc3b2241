import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_NEW, exerciseTargets, isFirstPractice, practiceSession } from './practiceSession.ts';
import { YORUBA } from '../test-support/spellings.ts';
import { SESSION_MIN_EXERCISES } from './reviewAhead.ts';
import type { ItemCard, PracticeExercise } from './practiceSession.ts';
import { meaningKey } from './meaningOptions.ts';
import { reviewItems } from './reviewItems.ts';
import type { ReviewItem } from './reviewItems.ts';
import { newCard, review } from './scheduling.ts';

const NOW = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const WORDS: [string, string, string][] = [
  ['Ẹ káàárọ̀', 'e-kaaaro', 'Good morning'],
  ['ọkọ́', 'oko', 'husband'],
  ['ilé', 'ile', 'house'],
  ['omi', 'omi', 'water'],
  ['ẹja', 'eja', 'fish'],
  ['ìyá', 'iya', 'mother'],
  ['bàbá', 'baba', 'father'],
  ['ọjọ́', 'ojo', 'day'],
  ['ọ̀rẹ́', 'ore', 'friend'],
  ['ṣé', 'se', 'question marker'],
  ['owó', 'owo', 'money'],
  ['ẹ̀kọ́', 'eko', 'lesson'],
  ['oúnjẹ', 'ounje', 'food'],
  ['aṣọ', 'aso', 'cloth'],
  ['ìwé', 'iwe', 'book'],
  ['ọmọ', 'omo', 'child'],
];

const YORUBA_ITEMS: ReviewItem[] = reviewItems({
  language: 'yoruba',
  vocabulary: WORDS.map(([word, slug, translation]) => ({
    word,
    slug,
    translation,
    pronunciation: slug,
    lessonId: 'y1-0',
  })),
  completedLessonIds: ['y1-0'],
  sentences: [],
  missedQuizAnswers: [],
  audioSlugs: ['omi', 'ile'],
});

/** A card first answered good `daysAgo` days ago (so due 3 days later). */
const cardFor = (itemId: string, direction: 'recognise' | 'recall', reviewedDaysAgo: number): ItemCard => ({
  itemId,
  direction,
  card: review(newCard(daysAgo(reviewedDaysAgo)), 'good', daysAgo(reviewedDaysAgo)).card,
});

const targets = (exercises: PracticeExercise[]) => exercises.flatMap(exerciseTargets);

describe('practiceSession', () => {
  it('puts due cards first, most overdue first, and a card not yet due only after them, to make up a short session', () => {
    const cards = [
      cardFor('yoruba:ile', 'recognise', 4),
      cardFor('yoruba:omi', 'recall', 10),
      cardFor('yoruba:oko', 'recall', 1),
    ];
    const picked = targets(practiceSession(YORUBA_ITEMS, cards, NOW, 1, { maxNew: 0 }));
    expect(picked.map((t) => t.itemId)).toEqual(['yoruba:omi', 'yoruba:ile', 'yoruba:oko']);
    expect(picked.every((t) => !t.isNew)).toBe(true);
  });

  it('leaves cards not yet due out of a session that is long enough', () => {
    const cards = [
      ...YORUBA_ITEMS.slice(0, 12).map((item, i) => cardFor(item.id, 'recognise', 4 + i)),
      cardFor('yoruba:iwe', 'recognise', 1),
    ];
    for (let seed = 0; seed < 20; seed++) {
      const session = practiceSession(YORUBA_ITEMS, cards, NOW, seed, { maxNew: 0 });
      expect(session.length).toBeGreaterThanOrEqual(SESSION_MIN_EXERCISES);
      expect(targets(session).map((t) => t.itemId)).not.toContain('yoruba:iwe');
    }
  });

  it('asks at least as many exercises as a lesson once only new words are owed, reviewing the soonest due ahead', () => {
    // Eight words met, none due: the three new cards would have been the whole session.
    const met = YORUBA_ITEMS.slice(0, 8).map((item, i) => cardFor(item.id, 'recognise', 2 - i * 0.2));
    for (let seed = 0; seed < 50; seed++) {
      const session = practiceSession(YORUBA_ITEMS, met, NOW, seed);
      expect(session.length, `seed ${seed}`).toBeGreaterThanOrEqual(SESSION_MIN_EXERCISES);
      const picked = targets(session);
      expect(picked.filter((t) => t.isNew)).toHaveLength(DEFAULT_MAX_NEW);
      expect(new Set(picked.map((t) => t.itemId)).size).toBe(picked.length);
    }
  });

  it('stays empty when nothing is due and nothing new is left: the learner is caught up', () => {
    const all = YORUBA_ITEMS.map((item) => cardFor(item.id, 'recognise', 1));
    const recalls = YORUBA_ITEMS.map((item) => cardFor(item.id, 'recall', 1));
    expect(practiceSession(YORUBA_ITEMS, [...all, ...recalls], NOW, 1)).toEqual([]);
  });

  it('fills with at most maxNew new cards, in content order, meeting each word by recognition first', () => {
    const picked = targets(practiceSession(YORUBA_ITEMS, [], NOW, 1, { maxNew: 3 }));
    expect(picked.map((t) => [t.itemId, t.direction, t.isNew])).toEqual([
      ['yoruba:e-kaaaro', 'recognise', true],
      ['yoruba:oko', 'recognise', true],
      ['yoruba:ile', 'recognise', true],
    ]);
  });

  it('asks a word for recall as new once its recognition card exists', () => {
    const cards = [cardFor('yoruba:e-kaaaro', 'recognise', 1)];
    const picked = targets(practiceSession(YORUBA_ITEMS, cards, NOW, 1, { maxNew: 1 }));
    expect(picked).toEqual([{ itemId: 'yoruba:e-kaaaro', direction: 'recall', isNew: true }]);
  });

  it('holds at most size cards and one direction per item', () => {
    const cards = YORUBA_ITEMS.flatMap((item, i) => [
      cardFor(item.id, 'recognise', 5 + i),
      cardFor(item.id, 'recall', 5 + i),
    ]);
    const picked = targets(practiceSession(YORUBA_ITEMS, cards, NOW, 3, { size: 10 }));
    expect(picked).toHaveLength(10);
    expect(new Set(picked.map((t) => t.itemId)).size).toBe(10);
  });

  it('ignores cards whose item no longer exists', () => {
    const picked = targets(practiceSession(YORUBA_ITEMS, [cardFor('yoruba:gone', 'recall', 9)], NOW, 1, { maxNew: 0 }));
    expect(picked).toEqual([]);
  });

  it('is the same for the same seed', () => {
    const cards = YORUBA_ITEMS.slice(0, 8).map((item, i) => cardFor(item.id, i % 2 ? 'recall' : 'recognise', 4 + i));
    expect(practiceSession(YORUBA_ITEMS, cards, NOW, 77)).toEqual(practiceSession(YORUBA_ITEMS, cards, NOW, 77));
  });

  it('gives a recognise exercise the word, its meaning and distractors from the same language', () => {
    const mixed = [
      ...YORUBA_ITEMS,
      { ...YORUBA_ITEMS[3]!, id: 'swahili:maji', language: 'swahili', prompt: 'water (Swahili)', answers: ['maji'] },
    ];
    for (let seed = 0; seed < 30; seed++) {
      for (const e of practiceSession(mixed, [], NOW, seed, { maxNew: 3 })) {
        if (e.kind !== 'recognise' && e.kind !== 'listen') continue;
        expect(e.choices).toContain(e.answer);
        expect(new Set(e.choices).size).toBe(e.choices.length);
        expect(e.choices).not.toContain('water (Swahili)');
        expect(e.choices.length).toBe(4);
      }
    }
  });

  it('offers distractors that differ in meaning from the answer and from one another, shown short', () => {
    const greetings: [string, string, string][] = [
      ['Ẹ kú àárọ̀', 'e-ku-aaro', 'Good morning (to an elder or to several people; there is no exact English for Ẹ kú)'],
      ['Ẹ káàárọ̀', 'e-kaaaro', 'Good morning (to an elder or to several people; the everyday form of Ẹ kú àárọ̀)'],
      ['Káàárọ̀', 'kaaaro', 'Good morning (to a friend or a child)'],
      ['Ẹ kú ọ̀sán', 'e-ku-osan', 'Good afternoon (to an elder or to several people)'],
      ['Ó dàárọ̀', 'o-daaro', 'Good night (literally "till daybreak")'],
      ['ọ̀kan', 'okan', 'one (1)'],
      ['méjì', 'meji', 'two (2)'],
    ];
    const items = reviewItems({
      language: 'yoruba',
      vocabulary: greetings.map(([word, slug, translation]) => ({
        word,
        slug,
        translation,
        pronunciation: slug,
        lessonId: 'y1-0',
      })),
      completedLessonIds: ['y1-0'],
      sentences: [],
      missedQuizAnswers: [],
      audioSlugs: [],
    });
    let morning = 0;
    for (let seed = 0; seed < 60; seed++) {
      for (const e of practiceSession(items, [], NOW, seed, { maxNew: 7, size: 10 })) {
        if (e.kind !== 'recognise' && e.kind !== 'listen') continue;
        expect(e.choices).toContain(e.answer);
        expect(new Set(e.choices.map(meaningKey)).size).toBe(e.choices.length);
        for (const choice of e.choices) expect(choice).not.toMatch(/to an elder|literally/);
        if (e.answer === 'Good morning') morning += 1;
      }
    }
    expect(morning).toBeGreaterThan(0);
  });

  it('uses listen only for items with audio', () => {
    const kinds = new Set<string>();
    // A card not due yet: this is not the learner's first session, which only introduces words.
    const cards = [cardFor('yoruba:omo', 'recall', 1)];
    for (let seed = 0; seed < 40; seed++) {
      for (const e of practiceSession(YORUBA_ITEMS, cards, NOW, seed, { maxNew: 4 })) {
        kinds.add(e.kind);
        if (e.kind === 'listen') expect(e.audio).toBe(`yoruba/vocabulary/${e.itemId.split(':')[1]}`);
      }
    }
    expect(kinds.has('listen')).toBe(true);
  });

  it('gives every exercise that plays a recording its credit: listen, recognise with Hear it, and dictation', () => {
    const credited = reviewItems({
      language: 'yoruba',
      vocabulary: WORDS.map(([word, slug, translation]) => ({
        word,
        slug,
        translation,
        pronunciation: slug,
        lessonId: 'y1-0',
      })),
      completedLessonIds: ['y1-0'],
      sentences: [],
      missedQuizAnswers: [],
      audioSlugs: ['omi', 'ile'],
      audioCredits: { omi: 'Recorded by Bísí (CC BY-SA 4.0)', ile: 'Recorded by Bísí (CC BY-SA 4.0)' },
    });
    // One direction per item and session: recognition cards bring listen and recognise, recall cards dictation.
    const sessions = (['recognise', 'recall'] as const).flatMap((direction) => {
      const cards = ['yoruba:omi', 'yoruba:ile'].map((id) => cardFor(id, direction, 5));
      return Array.from({ length: 40 }, (_, seed) => practiceSession(credited, cards, NOW, seed));
    });
    const played = sessions.flat().filter((e) => 'audio' in e && e.audio !== null);
    expect(new Set(played.map((e) => e.kind))).toEqual(new Set(['listen', 'recognise', 'dictation']));
    for (const e of played) expect(e).toMatchObject({ credit: 'Recorded by Bísí (CC BY-SA 4.0)' });
  });

  it("gives a listen exercise the word's respelling, to show with the word after the answer", () => {
    const cards = [cardFor('yoruba:omo', 'recall', 1)];
    const listens = Array.from({ length: 40 }, (_, seed) =>
      practiceSession(YORUBA_ITEMS, cards, NOW, seed, { maxNew: 4 }),
    )
      .flat()
      .filter((e) => e.kind === 'listen');
    expect(listens.length).toBeGreaterThan(0);
    for (const e of listens) expect(e).toMatchObject({ pronunciation: exerciseTargets(e)[0]!.itemId.split(':')[1] });
  });

  it('offers tone choices that hold the right spelling once among slips', () => {
    const cards = YORUBA_ITEMS.map((item, i) => cardFor(item.id, 'recall', 4 + i));
    let seen = 0;
    for (let seed = 0; seed < 20; seed++) {
      for (const e of practiceSession(YORUBA_ITEMS, cards, NOW, seed, { spelling: YORUBA })) {
        if (e.kind !== 'tone-choice') continue;
        seen += 1;
        expect(e.choices.filter((c) => c === e.answer)).toHaveLength(1);
        expect(e.choiceMeanings[e.choices.indexOf(e.answer)]).toBe(e.prompt);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('asks a word with a hint for recall with the hint after its meaning, and takes every accepted form', () => {
    const items = reviewItems({
      language: 'yoruba',
      vocabulary: [
        {
          word: 'Ẹ kú àárọ̀',
          slug: 'e-ku-aaro',
          translation: 'Good morning',
          pronunciation: '-',
          lessonId: 'y1-0',
          hint: 'full form',
          accept: ['Ẹ káàárọ̀'],
        },
        ...WORDS.slice(1).map(([word, slug, translation]) => ({
          word,
          slug,
          translation,
          pronunciation: slug,
          lessonId: 'y1-0',
        })),
      ],
      completedLessonIds: ['y1-0'],
      sentences: [],
      missedQuizAnswers: [],
    });
    const cards = [cardFor('yoruba:e-ku-aaro', 'recall', 5)];
    const asked = Array.from(
      { length: 30 },
      (_, seed) => practiceSession(items, cards, NOW, seed, { maxNew: 0, size: 10, spelling: YORUBA })[0]!,
    );
    const recall = asked.find((e) => e.kind === 'recall');
    const toneChoice = asked.find((e) => e.kind === 'tone-choice');
    expect(recall).toMatchObject({ prompt: 'Good morning (full form)', answers: ['Ẹ kú àárọ̀', 'Ẹ káàárọ̀'] });
    expect(toneChoice).toMatchObject({ prompt: 'Good morning (full form)' });
  });

  it('never offers a form the word accepts as a wrong spelling in a tone choice', () => {
    const accepting = reviewItems({
      language: 'yoruba',
      vocabulary: WORDS.map(([word, slug, translation]) => ({
        word,
        slug,
        translation,
        pronunciation: slug,
        lessonId: 'y1-0',
        ...(word === 'bàbá' ? { accept: ['baba'] } : {}),
      })),
      completedLessonIds: ['y1-0'],
      sentences: [],
      missedQuizAnswers: [],
    });
    const cards = [cardFor('yoruba:baba', 'recall', 5)];
    const offered = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      const first = practiceSession(accepting, cards, NOW, seed, { maxNew: 0, size: 10, spelling: YORUBA })[0];
      if (first?.kind === 'tone-choice') first.choices.forEach((c) => offered.add(c));
    }
    expect(offered.size).toBeGreaterThan(1);
    expect(offered.has('bàbá')).toBe(true);
    expect(offered.has('baba')).toBe(false);
  });

  it('gathers match pairs into boards of 4 to 6 distinct meanings', () => {
    const cards = YORUBA_ITEMS.map((item, i) => cardFor(item.id, 'recognise', 4 + i));
    let boards = 0;
    for (let seed = 0; seed < 20; seed++) {
      for (const e of practiceSession(YORUBA_ITEMS, cards, NOW, seed, { size: 15 })) {
        if (e.kind !== 'match') continue;
        boards += 1;
        expect(e.pairs.length).toBeGreaterThanOrEqual(4);
        expect(e.pairs.length).toBeLessThanOrEqual(6);
        expect(new Set(e.pairs.map((p) => p.meaning)).size).toBe(e.pairs.length);
        expect(e.targets.map((t) => t.itemId).sort()).toEqual(e.pairs.map((p) => p.itemId).sort());
      }
    }
    expect(boards).toBeGreaterThan(0);
  });

  it('never puts two pairs sharing a meaning on one board, whatever their asides ("two" and "two (2)")', () => {
    const numbers: [string, string, string][] = [
      ['méjì', 'meji', 'two'],
      ['èjì', 'eji', 'two (2)'],
      ['mẹ́ta', 'meta', 'three'],
      ['ẹ̀ta', 'eta', 'three (3)'],
      ['ení', 'eni', 'one!'],
      ['ọ̀kan', 'okan', 'one (1); a single'],
      ['bàbá', 'baba', 'father'],
      ['ìyá', 'iya', 'mother'],
      ['omi', 'omi', 'water'],
    ];
    const items = reviewItems({
      language: 'yoruba',
      vocabulary: numbers.map(([word, slug, translation]) => ({
        word,
        slug,
        translation,
        pronunciation: slug,
        lessonId: 'y1-0',
      })),
      completedLessonIds: ['y1-0'],
      sentences: [],
      missedQuizAnswers: [],
    });
    const cards = items.map((item, i) => cardFor(item.id, 'recognise', 4 + i));
    let boards = 0;
    for (let seed = 0; seed < 200; seed++) {
      for (const e of practiceSession(items, cards, NOW, seed, { size: 12 })) {
        if (e.kind !== 'match') continue;
        boards += 1;
        const keys = e.pairs.flatMap((p) => p.meaning.split(';').map(meaningKey));
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
    expect(boards).toBeGreaterThan(0);
  });

  it('asks a missed quiz question with its own options', () => {
    const [quiz] = reviewItems({
      language: 'yoruba',
      vocabulary: [],
      completedLessonIds: [],
      sentences: [],
      missedQuizAnswers: [
        {
          lessonId: 'y1-2',
          question: 'Which greets an elder?',
          options: ['Ẹ káàárọ̀', 'Káàárọ̀', 'Ó dàbọ̀'],
          correct: 'Ẹ káàárọ̀',
        },
      ],
    });
    const [exercise] = practiceSession([quiz!], [], NOW, 5);
    expect(exercise).toMatchObject({
      kind: 'recognise',
      prompt: 'Which greets an elder?',
      answer: 'Ẹ káàárọ̀',
      fromQuiz: true,
    });
    expect(exercise?.kind === 'recognise' && [...exercise.choices].sort()).toEqual(
      ['Káàárọ̀', 'Ó dàbọ̀', 'Ẹ káàárọ̀'].sort(),
    );
  });

  it('brings a missed quiz question before new words, and due cards before both', () => {
    const missed = reviewItems({
      language: 'yoruba',
      vocabulary: [],
      completedLessonIds: [],
      sentences: [],
      missedQuizAnswers: [{ lessonId: 'y1-2', question: 'What is omi?', options: ['water', 'fish'], correct: 'water' }],
    });
    const items = [...YORUBA_ITEMS, ...missed];
    const picked = targets(practiceSession(items, [cardFor('yoruba:ile', 'recognise', 4)], NOW, 1, { maxNew: 2 }));
    expect(picked.map((t) => [t.itemId, t.isNew])).toEqual([
      ['yoruba:ile', false],
      ['yoruba:quiz:what is omi', true],
      ['yoruba:e-kaaaro', true],
    ]);
    expect(practiceSession(YORUBA_ITEMS, [], NOW, 1).every((e) => e.kind === 'match' || !('fromQuiz' in e))).toBe(true);
  });

  it.each([9, 16, 12.5])('refuses a session size of %d', (size) => {
    expect(() => practiceSession(YORUBA_ITEMS, [], NOW, 1, { size })).toThrow(/10 to 15/);
  });

  it('refuses a negative maxNew', () => {
    expect(() => practiceSession(YORUBA_ITEMS, [], NOW, 1, { maxNew: -1 })).toThrow(RangeError);
  });

  it('does not change its inputs', () => {
    const cards = Object.freeze([Object.freeze(cardFor('yoruba:ile', 'recognise', 4))]);
    const items = Object.freeze([...YORUBA_ITEMS]);
    practiceSession(items, cards, NOW, 1);
    expect(cards[0]?.itemId).toBe('yoruba:ile');
    expect(items).toHaveLength(YORUBA_ITEMS.length);
  });
});

describe('the first practice session', () => {
  it('introduces three new words, each recognised as written, and asks nothing else', () => {
    for (let seed = 0; seed < 50; seed++) {
      const exercises = practiceSession(YORUBA_ITEMS, [], NOW, seed);
      expect(exercises).toHaveLength(DEFAULT_MAX_NEW);
      expect(exercises.map((e) => e.kind)).toEqual(['recognise', 'recognise', 'recognise']);
      expect(targets(exercises)).toEqual([
        { itemId: 'yoruba:e-kaaaro', direction: 'recognise', isNew: true },
        { itemId: 'yoruba:oko', direction: 'recognise', isNew: true },
        { itemId: 'yoruba:ile', direction: 'recognise', isNew: true },
      ]);
    }
  });

  it('shows the word with its recording where there is one, never the recording alone', () => {
    const [, , ile] = practiceSession(YORUBA_ITEMS, [], NOW, 4);
    expect(ile).toMatchObject({ kind: 'recognise', prompt: 'ilé', audio: 'yoruba/vocabulary/ile', answer: 'house' });
  });

  it('stays an introduction however many new words it may bring: no listening alone, no match board', () => {
    for (let seed = 0; seed < 50; seed++) {
      const kinds = practiceSession(YORUBA_ITEMS, [], NOW, seed, { maxNew: 8 }).map((e) => e.kind);
      expect(kinds).toEqual(Array(8).fill('recognise'));
    }
  });

  it('is over once the learner has a card: later sessions bring listening and match boards in', () => {
    const cards = YORUBA_ITEMS.slice(0, 12).map((item, i) => cardFor(item.id, 'recognise', 4 + i));
    const kinds = new Set<string>();
    for (let seed = 0; seed < 40; seed++)
      for (const e of practiceSession(YORUBA_ITEMS, cards, NOW, seed)) kinds.add(e.kind);
    expect(kinds).toEqual(new Set(['recognise', 'listen', 'match']));
  });
});

describe('isFirstPractice', () => {
  it('is true only before any card exists', () => {
    expect(isFirstPractice([])).toBe(true);
    expect(isFirstPractice([cardFor('yoruba:ile', 'recognise', 1)])).toBe(false);
  });
});
