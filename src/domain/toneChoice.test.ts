import { describe, expect, it } from 'vitest';
import type { ReviewItem } from './reviewItems.ts';
import { practiceSession, type PracticeExercise } from './practiceSession.ts';
import { newCard, review } from './scheduling.ts';
import { seededRandom } from './seededRandom.ts';
import {
  lexiconIndex,
  toneChoice,
  toneKey,
  toneNeighbours,
  withToneNeighbours,
  type LexiconEntry,
} from './toneChoice.ts';
import { IGBO, SWAHILI, YORUBA } from '../test-support/spellings.ts';

type ToneChoiceExercise = Extract<PracticeExercise, { kind: 'tone-choice' }>;

// Real Yoruba words (content/lexicon/yoruba.yaml) next to words the course teaches.
const LEXICON: LexiconEntry[] = [
  { word: 'ìṣẹ́', meaning: 'poverty' },
  { word: 'àrùn', meaning: 'disease' },
  { word: 'ọwọ́', meaning: 'hand' },
  { word: 'òwò', meaning: 'trade' },
  { word: 'wà', meaning: 'to be (somewhere), to exist' },
  { word: 'wa', meaning: 'us, our' },
  { word: 'ẹni', meaning: 'person' },
  { word: 'ẹní', meaning: 'mat' },
  { word: 'ẹ̀rín', meaning: 'laughter' },
  { word: 'ebi', meaning: 'hunger' },
  { word: 'ọlá', meaning: 'honour, wealth' },
  { word: 'ọkọ̀', meaning: 'vehicle, boat' },
  { word: 'ọkọ́', meaning: 'hoe' },
  { word: 'oko', meaning: 'farm' },
  { word: 'baba', sameAs: 'bàbá' },
  // Attested in a word list, meaning unknown here.
  { word: 'owọ̀' },
];

const INDEX = lexiconIndex(LEXICON, YORUBA);

/** The course words of the review, each with the real word its tone choice used to call "not a word in this course". */
const WORDS: [word: string, meaning: string, neighbour: string][] = [
  ['iṣẹ́', 'work', 'ìṣẹ́'],
  ['àrún', 'five', 'àrùn'],
  ['owó', 'money', 'ọwọ́'],
  ['wá', 'come', 'wà'],
  ['ení', 'one! (counting)', 'ẹni'],
  ['ẹ̀rin', 'four', 'ẹ̀rín'],
  ['ẹbí', 'family', 'ebi'],
  ['ọ̀la', 'tomorrow', 'ọlá'],
];

const item = (word: string, meaning: string, extra: Partial<ReviewItem> = {}): ReviewItem => ({
  id: `yoruba:${toneKey(word, YORUBA)}-${meaning}`,
  language: 'yoruba',
  source: 'vocabulary',
  prompt: meaning,
  answers: [word],
  pronunciation: null,
  audio: null,
  directions: ['recognise', 'recall'],
  ...extra,
});

/** The tone-choice exercises practice builds for `word` over many seeds (its recall card due, its recognition done). */
function toneChoicesFor(items: readonly ReviewItem[], target: ReviewItem): ToneChoiceExercise[] {
  const reviewed = new Date('2026-11-20T12:00:00Z');
  const cards = [
    { itemId: target.id, direction: 'recall' as const, card: review(newCard(reviewed), 'good', reviewed).card },
  ];
  const found: ToneChoiceExercise[] = [];
  for (let seed = 0; seed < 300; seed++) {
    const [first] = practiceSession(items, cards, new Date('2026-11-27T12:00:00Z'), seed, {
      maxNew: 0,
      spelling: YORUBA,
    });
    if (first?.kind === 'tone-choice') found.push(first);
  }
  return found;
}

describe('toneKey', () => {
  it('takes away tone marks, the language’s dots and case', () => {
    expect(toneKey('ọkọ̀', YORUBA)).toBe('oko');
    expect(toneKey('Ẹ̀kọ́', YORUBA)).toBe('eko');
    expect(toneKey('Ụtụtụ', IGBO)).toBe('ututu');
  });
});

describe('tone choice in practice', () => {
  it.each(WORDS)(
    '%s (%s): the real word %s is shown with its meaning, never as not a word',
    (word, meaning, neighbour) => {
      const target = withToneNeighbours([item(word, meaning)], INDEX, YORUBA)[0]!;
      const exercises = toneChoicesFor([target], target);
      expect(exercises.length).toBeGreaterThan(0);
      for (const exercise of exercises) {
        exercise.choices.forEach((choice, i) => {
          if (choice === neighbour.normalize('NFC'))
            expect(exercise.choiceMeanings[i]).toBe(LEXICON.find((e) => e.word === neighbour)!.meaning);
        });
      }
      expect(exercises.some((e) => e.choices.includes(neighbour.normalize('NFC')))).toBe(true);
    },
  );

  it('drills ọkọ, ọkọ̀ and ọkọ́, a word written without a mark, each with its meaning', () => {
    const target = withToneNeighbours([item('ọkọ', 'husband')], INDEX, YORUBA)[0]!;
    const exercises = toneChoicesFor([target], target);
    expect(exercises.length).toBeGreaterThan(0);
    const seen = new Map(exercises.flatMap((e) => e.choices.map((c, i) => [c, e.choiceMeanings[i]] as const)));
    expect(seen.get('ọkọ̀'.normalize('NFC'))).toBe('vehicle, boat');
    expect(seen.get('ọkọ́'.normalize('NFC'))).toBe('hoe');
    expect(seen.get('ọkọ'.normalize('NFC'))).toBe('husband');
  });

  it('never offers baba, another spelling of bàbá, as a wrong spelling of it', () => {
    const target = withToneNeighbours([item('bàbá', 'father')], INDEX, YORUBA)[0]!;
    const exercises = toneChoicesFor([target], target);
    expect(exercises.length).toBeGreaterThan(0);
    for (const exercise of exercises) expect(exercise.choices).not.toContain('baba');
  });

  it('never offers a misspelt phrase that turns one of its words into another real word (Ẹ kú ìṣẹ́)', () => {
    const target = withToneNeighbours([item('Ẹ kú iṣẹ́', 'well done (to someone at work)')], INDEX, YORUBA)[0]!;
    const exercises = toneChoicesFor([target], target);
    expect(exercises.length).toBeGreaterThan(0);
    for (const exercise of exercises) expect(exercise.choices).not.toContain('Ẹ kú ìṣẹ́'.normalize('NFC'));
  });

  it('never offers an accepted spelling of the word as wrong', () => {
    const target = item('ẹ̀rin', 'four', { answers: ['ẹ̀rin', 'ẹrin'] });
    for (const exercise of toneChoicesFor([target], target)) expect(exercise.choices).not.toContain('ẹrin');
  });
});

describe('toneChoice', () => {
  it('leaves out a spelling attested without a meaning, and calls only unknown spellings not a word we know', () => {
    const known = toneNeighbours('ọwọ', YORUBA, INDEX);
    expect(known).toContainEqual({ word: 'owọ̀'.normalize('NFC'), meaning: null });
    for (let seed = 0; seed < 200; seed++) {
      const choice = toneChoice('owó', 'money', YORUBA, toneNeighbours('owó', YORUBA, INDEX), seededRandom(seed));
      expect(choice).not.toBeNull();
      choice!.choices.forEach((c, i) => {
        const entry = LEXICON.find((e) => e.word.normalize('NFC') === c);
        if (c === 'owó') expect(choice!.meanings[i]).toBe('money');
        else if (entry) expect(choice!.meanings[i]).toBe(entry.meaning);
        else expect(choice!.meanings[i]).toBeNull();
      });
    }
  });

  it('is the same from the same seed', () => {
    const known = toneNeighbours('ọkọ', YORUBA, INDEX);
    expect(toneChoice('ọkọ', 'husband', YORUBA, known, seededRandom(4))).toEqual(
      toneChoice('ọkọ', 'husband', YORUBA, known, seededRandom(4)),
    );
  });

  it('gives the meaning the course gives first, and none to another spelling of the word', () => {
    const lexicon: LexiconEntry[] = [{ word: 'ọkọ̀', meaning: 'boat' }, { word: 'ọkọ̀', meaning: 'canoe' }, ...LEXICON];
    expect(toneNeighbours('ọkọ', YORUBA, lexiconIndex(lexicon, YORUBA))).toContainEqual({
      word: 'ọkọ̀'.normalize('NFC'),
      meaning: 'boat',
    });
    expect(toneNeighbours('bàbá', YORUBA, INDEX)).toContainEqual({ word: 'baba', meaning: null });
  });
});

describe('withToneNeighbours', () => {
  it('leaves an item without a recall direction, without an answer, or of a language without dotted letters as it is', () => {
    const choiceOnly = item('ọkọ', 'husband', { directions: ['recognise'] });
    const noAnswer = item('ọkọ', 'husband', { answers: [] });
    const swahili = item('asante', 'thank you', { language: 'swahili' });
    const [a, b] = withToneNeighbours([choiceOnly, noAnswer], INDEX, YORUBA);
    const [c] = withToneNeighbours([swahili], INDEX, SWAHILI);
    expect(a).toBe(choiceOnly);
    expect(b).toBe(noAnswer);
    expect(c).toBe(swahili);
  });
});
