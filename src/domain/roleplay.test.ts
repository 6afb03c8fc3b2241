import { describe, expect, it } from 'vitest';
import {
  exerciseTargets,
  MAX_DIALOGUES,
  practiceSession,
  type ItemCard,
  type PracticeExercise,
} from './practiceSession.ts';
import {
  dialogueItemId,
  dialogueItems,
  reviewItems,
  type Conversation,
  type ReviewItemSources,
} from './reviewItems.ts';
import { builtLine, roleplayChoices, roleplayTiles } from './roleplay.ts';
import { ROLEPLAY_KNOWN_DAYS, roleplayMode } from './roleplayMode.ts';
import { newCard, review, type ReviewCard } from './scheduling.ts';
import { seededRandom } from './seededRandom.ts';
import { textKey } from './reviewItems.ts';

const NOW = new Date('2026-05-10T09:00:00.000Z');

/** Yoruba y1-5's first lines (content/courses/yoruba/lessons/y1-5.yaml). */
const GREETING: Conversation = {
  lessonId: 'y1-5',
  lines: [
    { speaker: 'Kẹ́mi', line: 'Ẹ káàárọ̀, Bàbá.', translation: 'Good morning, sir.' },
    {
      speaker: 'Bàbá Tóbi',
      line: 'Káàárọ̀, ọmọ mi. Ṣé o jí dáadáa?',
      translation: 'Good morning, my child. Did you wake up well?',
    },
    { speaker: 'Kẹ́mi', line: 'Bẹ́ẹ̀ ni, Bàbá. Ṣé ẹ jí dáadáa?', translation: 'Yes, sir. Did you wake up well?' },
    { speaker: 'Bàbá Tóbi', line: 'A dúpẹ́. Màmá rẹ ńkọ́?', translation: 'We give thanks. And how is your mother?' },
    { speaker: 'Kẹ́mi', line: 'Àlàáfíà ni. Ẹ ṣé, Bàbá.', translation: 'She is well. Thank you, sir.' },
  ],
};

const sources: ReviewItemSources = {
  language: 'yoruba',
  vocabulary: [
    { word: 'omi', slug: 'omi', translation: 'water', pronunciation: 'oh-mee', lessonId: 'y1-0' },
    { word: 'ilé', slug: 'ile', translation: 'house', pronunciation: 'ee-leh', lessonId: 'y1-0' },
  ],
  completedLessonIds: ['y1-0', 'y1-5'],
  sentences: [],
  missedQuizAnswers: [],
  conversations: [GREETING],
};

describe('dialogueItems', () => {
  it('makes each line that answers the other speaker an item, prompted by that line, with both translations', () => {
    const items = dialogueItems('yoruba', GREETING);
    expect(items.map((i) => i.answers[0])).toEqual(GREETING.lines.slice(1).map((l) => l.line));
    expect(items[1]).toEqual({
      id: 'yoruba:dialogue:y1-5:bẹ́ẹ̀ ni bàbá ṣé ẹ jí dáadáa',
      language: 'yoruba',
      source: 'dialogue',
      prompt: 'Káàárọ̀, ọmọ mi. Ṣé o jí dáadáa?',
      answers: ['Bẹ́ẹ̀ ni, Bàbá. Ṣé ẹ jí dáadáa?'],
      pronunciation: null,
      audio: null,
      directions: ['recall'],
      dialogue: {
        lessonId: 'y1-5',
        speaker: 'Kẹ́mi',
        otherSpeaker: 'Bàbá Tóbi',
        promptTranslation: 'Good morning, my child. Did you wake up well?',
        translation: 'Yes, sir. Did you wake up well?',
      },
    });
  });

  it('swaps roles: both speakers’ lines become items, each answering the other', () => {
    const items = dialogueItems('yoruba', GREETING);
    expect(new Set(items.map((i) => i.dialogue!.speaker))).toEqual(new Set(['Kẹ́mi', 'Bàbá Tóbi']));
    for (const item of items) expect(item.dialogue!.otherSpeaker).not.toBe(item.dialogue!.speaker);
  });

  it('leaves out the opening line and a line that follows its own speaker, and keeps accepted forms and audio', () => {
    const items = dialogueItems('swahili', {
      lessonId: 's1-5',
      lines: [
        { speaker: 'A', line: 'Shikamoo.', translation: 'Greetings (to an elder).', audio: 'swahili/examples/s1-5-1' },
        { speaker: 'B', line: 'Marahaba.', translation: 'I accept.', accept: ['Marahaba!'] },
        { speaker: 'B', line: 'Habari?', translation: 'News?' },
      ],
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      prompt: 'Shikamoo.',
      answers: ['Marahaba.', 'Marahaba!'],
      audio: 'swahili/examples/s1-5-1',
    });
  });

  it('names an item by language, lesson and line, so reordering keeps it and rewording makes a new one', () => {
    expect(dialogueItemId('yoruba', 'y1-5', 'Ẹ káàárọ̀, Bàbá.')).toBe('yoruba:dialogue:y1-5:ẹ káàárọ̀ bàbá');
    const reordered = { ...GREETING, lines: [GREETING.lines[2]!, GREETING.lines[3]!, GREETING.lines[4]!] };
    const ids = new Set(dialogueItems('yoruba', GREETING).map((i) => i.id));
    for (const item of dialogueItems('yoruba', reordered)) expect(ids.has(item.id)).toBe(true);
  });
});

describe('reviewItems with conversations', () => {
  it('gives the lines of a conversation only once its lesson is completed, after the words, with its version', () => {
    const before = reviewItems({ ...sources, completedLessonIds: ['y1-0'] });
    expect(before.filter((i) => i.source === 'dialogue')).toEqual([]);
    const after = reviewItems({ ...sources, lessonVersions: { 'y1-5': '2026-11-23' } });
    expect(after.map((i) => i.source)).toEqual([
      'vocabulary',
      'vocabulary',
      'dialogue',
      'dialogue',
      'dialogue',
      'dialogue',
    ]);
    expect(after.at(-1)!.version).toBe('2026-11-23');
  });
});

const card = (grades: ('good' | 'again' | 'easy')[]): ReviewCard => {
  let c = newCard(new Date('2026-04-01T09:00:00Z'));
  let at = new Date('2026-04-01T09:00:00Z');
  for (const grade of grades) {
    c = review(c, grade, at).card;
    at = new Date(Date.parse(c.due));
  }
  return c;
};

describe('roleplayMode', () => {
  it('chooses while the card is new, builds from tiles once seen, types once known', () => {
    expect(roleplayMode(undefined)).toBe('choose');
    expect(roleplayMode(newCard(NOW))).toBe('choose');
    const seen = card(['good']);
    expect(seen.stability).toBeLessThan(ROLEPLAY_KNOWN_DAYS);
    expect(roleplayMode(seen)).toBe('tiles');
    const known = card(['good', 'good', 'good']);
    expect(known.stability).toBeGreaterThanOrEqual(ROLEPLAY_KNOWN_DAYS);
    expect(roleplayMode(known)).toBe('type');
  });

  it('goes back to tiles when a known line is forgotten', () => {
    expect(roleplayMode(card(['good', 'good', 'good', 'again']))).toBe('tiles');
  });
});

describe('roleplayChoices', () => {
  it('offers the line and two others, the same conversation’s first, each differing by more than punctuation', () => {
    for (let seed = 0; seed < 30; seed++) {
      const choices = roleplayChoices(
        'Ẹ ṣé, Bàbá.',
        ['ẹ ṣé bàbá', 'A dúpẹ́.', 'Ó dàbọ̀.'],
        ['Habari?'],
        seededRandom(seed),
      );
      expect(choices).toHaveLength(3);
      expect(choices).toContain('Ẹ ṣé, Bàbá.');
      expect(choices).not.toContain('ẹ ṣé bàbá');
      expect(choices).not.toContain('Habari?');
      expect(new Set(choices.map(textKey)).size).toBe(3);
    }
  });

  it('takes other lines of the language when the conversation has too few', () => {
    expect(roleplayChoices('Ẹ ṣé.', [], ['A dúpẹ́.', 'Ó dàbọ̀.'], seededRandom(1)).sort()).toEqual(
      ['A dúpẹ́.', 'Ó dàbọ̀.', 'Ẹ ṣé.'].sort(),
    );
  });
});

describe('roleplayTiles', () => {
  it('gives the line’s words with their punctuation, small first letter, and two words of other lines', () => {
    for (let seed = 0; seed < 30; seed++) {
      const tiles = roleplayTiles('Ẹ káàárọ̀, Bàbá.', ['A dúpẹ́.', 'Màmá rẹ ńkọ́?', 'Bàbá.'], seededRandom(seed));
      expect(tiles).toHaveLength(5);
      expect(tiles).toEqual(expect.arrayContaining(['ẹ', 'káàárọ̀,', 'Bàbá.']));
      // 'Bàbá.' of another line is a word of the answer: never a distractor.
      expect(tiles.filter((t) => textKey(t) === 'bàbá')).toHaveLength(1);
    }
  });

  it('builds the line back, with its capital, from its tiles in order', () => {
    expect(builtLine(['ẹ', 'káàárọ̀,', 'Bàbá.'])).toBe('Ẹ káàárọ̀, Bàbá.');
  });
});

const roleplays = (exercises: PracticeExercise[]) =>
  exercises.filter((e): e is Extract<PracticeExercise, { kind: 'roleplay' }> => e.kind === 'roleplay');

describe('practiceSession with dialogue lines', () => {
  const items = reviewItems(sources);
  const wordCards: ItemCard[] = ['omi', 'ile'].map((slug) => ({
    itemId: `yoruba:${slug}`,
    direction: 'recognise',
    card: card(['good']),
  }));

  it('asks none in the learner’s first session, which introduces words', () => {
    expect(roleplays(practiceSession(items, [], NOW, 1))).toEqual([]);
  });

  it('asks one new line, as a choice, with the other speaker’s line and the other lines of the conversation', () => {
    const [exercise, ...rest] = roleplays(practiceSession(items, wordCards, NOW, 1));
    expect(rest).toEqual([]);
    expect(exercise).toMatchObject({
      kind: 'roleplay',
      mode: 'choose',
      isNew: true,
      direction: 'recall',
      prompt: 'Ẹ káàárọ̀, Bàbá.',
      answers: ['Káàárọ̀, ọmọ mi. Ṣé o jí dáadáa?'],
      sameConversation: 3,
    });
    expect(exercise!.dialogue.speaker).toBe('Bàbá Tóbi');
    expect(exercise!.lines).toHaveLength(3);
  });

  it('asks at most two lines, at most one of them new, in the mode each card calls for', () => {
    const lineCards: ItemCard[] = [
      { itemId: items[2]!.id, direction: 'recall', card: { ...card(['good']), due: '2026-05-01T00:00:00.000Z' } },
      {
        itemId: items[3]!.id,
        direction: 'recall',
        card: { ...card(['good', 'good', 'good']), due: '2026-05-02T00:00:00.000Z' },
      },
      { itemId: items[4]!.id, direction: 'recall', card: { ...card(['good']), due: '2026-05-03T00:00:00.000Z' } },
    ];
    for (let seed = 0; seed < 10; seed++) {
      const session = practiceSession(items, [...wordCards, ...lineCards], NOW, seed);
      const lines = roleplays(session);
      expect(lines.length).toBeLessThanOrEqual(MAX_DIALOGUES.all);
      expect(lines.map((l) => [l.itemId, l.mode])).toEqual([
        [items[2]!.id, 'tiles'],
        [items[3]!.id, 'type'],
      ]);
      expect(session.flatMap(exerciseTargets).filter((t) => t.isNew && t.itemId.includes(':dialogue:'))).toEqual([]);
    }
  });

  it('makes a short session up with words reviewed ahead, never with more dialogue lines', () => {
    // Every line seen and not yet due, one word due: the session is made up to six exercises with words alone.
    const later = (days: number): ReviewCard => ({
      ...card(['good']),
      due: new Date(NOW.getTime() + days * 86_400_000).toISOString(),
    });
    const cards: ItemCard[] = [
      { itemId: 'yoruba:omi', direction: 'recognise', card: { ...card(['good']), due: '2026-05-01T00:00:00.000Z' } },
      { itemId: 'yoruba:ile', direction: 'recognise', card: later(3) },
      ...items
        .filter((i) => i.dialogue)
        .map((i, n) => ({ itemId: i.id, direction: 'recall' as const, card: later(1 + n / 10) })),
    ];
    for (let seed = 0; seed < 10; seed++) {
      const session = practiceSession(items, cards, NOW, seed);
      expect(roleplays(session)).toEqual([]);
    }
  });
});
