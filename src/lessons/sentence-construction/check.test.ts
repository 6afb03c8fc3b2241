import { describe, expect, it } from 'vitest';
import { readContent } from '../../content/read.ts';
import { acceptedAnswers, checkSentence, joinWords, otherAnswers, toneMessage } from './check.ts';

/** The text with every combining mark removed. */
const bareLetters = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

const words = (sentence: string) => sentence.split(' ');

describe('checkSentence: correct only on an exact match', () => {
  it.each(['Ẹ kú àárọ̀ Bàbá', 'Mo ní ẹ̀gbọ́n obìnrin kan', 'Ụtụtụ ọma, Nna', 'Anyị ga-aga ahịa echi'])(
    '%s',
    (sentence) => {
      expect(checkSentence(words(sentence), sentence)).toEqual({ kind: 'correct' });
    },
  );

  it('joins the built words with single spaces', () => {
    expect(joinWords(['Ka', 'chi', 'fọọ'])).toBe('Ka chi fọọ');
    expect(checkSentence(['Ka chi', 'fọọ'], 'Ka chi fọọ')).toEqual({ kind: 'correct' });
  });

  it('treats precomposed and decomposed forms of the same letters as the same text', () => {
    expect(checkSentence(words('Ẹ kú àárọ̀ Bàbá'.normalize('NFD')), 'Ẹ kú àárọ̀ Bàbá'.normalize('NFC'))).toEqual({
      kind: 'correct',
    });
  });
});

describe('checkSentence: tone marks and diacritics are never accepted', () => {
  it('Yoruba greeting with every mark missing names every word', () => {
    expect(checkSentence(['E', 'ku', 'aaro', 'Baba'], 'Ẹ kú àárọ̀ Bàbá')).toMatchObject({
      kind: 'slip',
      answer: 'Ẹ kú àárọ̀ Bàbá',
      slips: [
        { position: 0, built: 'E', expected: 'Ẹ' },
        { position: 1, built: 'ku', expected: 'kú' },
        { position: 2, built: 'aaro', expected: 'àárọ̀' },
        { position: 3, built: 'Baba', expected: 'Bàbá' },
      ],
    });
  });

  it('Yoruba: one word with a dot below but no tones', () => {
    expect(checkSentence(['Mo', 'ní', 'ẹgbọn', 'obìnrin', 'kan'], 'Mo ní ẹ̀gbọ́n obìnrin kan')).toMatchObject({
      kind: 'slip',
      answer: 'Mo ní ẹ̀gbọ́n obìnrin kan',
      slips: [{ position: 2, built: 'ẹgbọn', expected: 'ẹ̀gbọ́n' }],
    });
  });

  it('Yoruba minimal pair: wọn ("they") for wọ́n ("expensive")', () => {
    expect(checkSentence(['Ó', 'wọn', 'jù'], 'Ó wọ́n jù')).toMatchObject({
      kind: 'slip',
      answer: 'Ó wọ́n jù',
      slips: [{ position: 1, built: 'wọn', expected: 'wọ́n' }],
    });
  });

  it('Yoruba: s for ṣ', () => {
    expect(checkSentence(['Se', 'ẹ', 'jí', 'dáadáa'], 'Ṣé ẹ jí dáadáa')).toMatchObject({
      kind: 'slip',
      answer: 'Ṣé ẹ jí dáadáa',
      slips: [{ position: 0, built: 'Se', expected: 'Ṣé' }],
    });
  });

  it('Yoruba: a wrong tone rather than a missing one', () => {
    const verdict = checkSentence(['Mo', 'máa', 'lọ', 'sí', 'ọjà', 'lọ̀la'], 'Mo máa lọ sí ọjà lọ́la');
    expect(verdict).toMatchObject({
      kind: 'slip',
      answer: 'Mo máa lọ sí ọjà lọ́la',
      slips: [{ position: 5, built: 'lọ̀la', expected: 'lọ́la' }],
    });
  });

  it('Igbo: dots below missing, punctuation kept', () => {
    expect(checkSentence(['Ututu', 'oma,', 'Nna'], 'Ụtụtụ ọma, Nna')).toMatchObject({
      kind: 'slip',
      answer: 'Ụtụtụ ọma, Nna',
      slips: [
        { position: 0, built: 'Ututu', expected: 'Ụtụtụ' },
        { position: 1, built: 'oma,', expected: 'ọma,' },
      ],
    });
  });

  it('Igbo: one word among several', () => {
    expect(checkSentence(['Achọrọ', 'm', 'ji', 'abuo'], 'Achọrọ m ji abụọ')).toMatchObject({
      kind: 'slip',
      answer: 'Achọrọ m ji abụọ',
      slips: [{ position: 3, built: 'abuo', expected: 'abụọ' }],
    });
  });

  it('Igbo: tone marks added where the sentence has none', () => {
    expect(checkSentence(['Ka', 'chi', 'fọ́ọ̀'], 'Ka chi fọọ')).toMatchObject({
      kind: 'slip',
      answer: 'Ka chi fọọ',
      slips: [{ position: 2, built: 'fọ́ọ̀', expected: 'fọọ' }],
    });
  });

  it('reads the vertical line below of older Yoruba print as the dot below', () => {
    expect(checkSentence(['E\u0329', 'kú', 'iṣẹ́'], 'Ẹ kú iṣẹ́')).toEqual({ kind: 'correct' });
  });

  it('names each slipped letter with the grader of typed answers', () => {
    expect(checkSentence(['Ó', 'wọn', 'jù'], 'Ó wọ́n jù')).toMatchObject({
      notes: ['check the tone on the first syllable of the second word'],
    });
    expect(checkSentence(['Se', 'ẹ', 'jí', 'dáadáa'], 'Ṣé ẹ jí dáadáa')).toMatchObject({
      notes: ['the ṣ needs its dot', 'check the tone on the first syllable of the first word'],
    });
  });

  it('reads case apart from letters: a tile without its capital is still the right word', () => {
    expect(checkSentence(['ẹ', 'kú', 'àárọ̀', 'Bàbá'], 'Ẹ kú àárọ̀ Bàbá')).toEqual({ kind: 'correct' });
  });
});

describe('checkSentence: other mistakes', () => {
  it.each([
    [['Bàbá', 'Ẹ', 'kú', 'àárọ̀'], 'Ẹ kú àárọ̀ Bàbá'],
    [['Nna', 'Ụtụtụ', 'ọma,'], 'Ụtụtụ ọma, Nna'],
    [['m', 'Aha', 'bụ', 'Adaeze'], 'Aha m bụ Adaeze'],
  ])('the right words in the wrong order: %j', (built, sentence) => {
    expect(checkSentence(built, sentence)).toEqual({ kind: 'order' });
  });

  it.each([
    ['a different word', ['Ẹ', 'kú', 'ìrọ̀lẹ́', 'Bàbá'], 'Ẹ kú àárọ̀ Bàbá'],
    ['a different word (Igbo)', ['Mgbede', 'ọma,', 'Nna'], 'Ụtụtụ ọma, Nna'],
    ['a word missing', ['Ẹ', 'kú', 'àárọ̀'], 'Ẹ kú àárọ̀ Bàbá'],
    ['a word too many', ['Adị', 'm', 'mma', 'ọma'], 'Adị m mma'],
    ['wrong order and wrong tones together', ['Baba', 'Ẹ', 'kú', 'àárọ̀'], 'Ẹ kú àárọ̀ Bàbá'],
  ])('%s is plainly wrong', (_name, built, sentence) => {
    expect(checkSentence(built, sentence)).toEqual({ kind: 'wrong' });
  });
});

describe('checkSentence: alternatives', () => {
  // y2-6: the name in focus first is just as right as the plain order.
  const name = ['Orúkọ mi ni Adé', ['Adé ni orúkọ mi']] as const;
  // y1-6: the greeting with the friendly closing particle o.
  const work = ['Ẹ kú iṣẹ́', ['Ẹ kú iṣẹ́ o']] as const;

  it('accepts the correct sentence and every alternative', () => {
    expect(checkSentence(words('Orúkọ mi ni Adé'), ...name)).toEqual({ kind: 'correct' });
    expect(checkSentence(words('Adé ni orúkọ mi'), ...name)).toEqual({ kind: 'correct' });
    expect(checkSentence(words('Ẹ kú iṣẹ́ o'), ...work)).toEqual({ kind: 'correct' });
    expect(checkSentence(words('Ẹ kú iṣẹ́'), ...work)).toEqual({ kind: 'correct' });
  });

  it('accepts an alternative only exactly: another order of its words is still the wrong order', () => {
    expect(checkSentence(words('mi orúkọ ni Adé'), ...name)).toEqual({ kind: 'order' });
    expect(checkSentence(words('o Ẹ kú iṣẹ́'), ...work)).toEqual({ kind: 'order' });
  });

  it('treats an NFD alternative or NFD built words as the same text as NFC', () => {
    const nfc = 'Adé ni orúkọ mi'.normalize('NFC');
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    expect(checkSentence(words(nfd), 'Orúkọ mi ni Adé', [nfc])).toEqual({ kind: 'correct' });
    expect(checkSentence(words(nfc), 'Orúkọ mi ni Adé', [nfd])).toEqual({ kind: 'correct' });
    expect(
      checkSentence(words('E ku ise o'.normalize('NFD')), 'Ẹ kú iṣẹ́', ['Ẹ kú iṣẹ́ o'.normalize('NFD')]),
    ).toMatchObject({ kind: 'slip', answer: 'Ẹ kú iṣẹ́ o'.normalize('NFC') });
  });

  it('names a near miss of an alternative against that alternative', () => {
    expect(checkSentence(['Ẹ', 'kú', 'iṣe', 'o'], ...work)).toMatchObject({
      kind: 'slip',
      answer: 'Ẹ kú iṣẹ́ o',
      slips: [{ position: 2, built: 'iṣe', expected: 'iṣẹ́' }],
    });
    expect(checkSentence(['Ade', 'ni', 'orúkọ', 'mi'], ...name)).toMatchObject({
      kind: 'slip',
      answer: 'Adé ni orúkọ mi',
      slips: [{ position: 0, built: 'Ade', expected: 'Adé' }],
    });
  });

  it('compares a near miss with the closest accepted answer: the one with the fewest slipped words', () => {
    // Made-up answers with the same letters: the built words slip on two words of the target and one of the alternative.
    expect(checkSentence(['Ó', 'wọn', 'ju'], 'Ó wọ́n jù', ['Ó wọn jù'])).toMatchObject({
      kind: 'slip',
      answer: 'Ó wọn jù',
      slips: [{ position: 2, built: 'ju', expected: 'jù' }],
    });
    // A tie goes to the earlier answer, the correct sentence first.
    expect(checkSentence(['Ẹ', 'ku', 'iṣẹ́'], 'Ẹ kú iṣẹ́', ['Ẹ kù iṣẹ́'])).toMatchObject({
      kind: 'slip',
      answer: 'Ẹ kú iṣẹ́',
      slips: [{ position: 1, built: 'ku', expected: 'kú' }],
    });
  });

  it('a wrong word is wrong whatever the alternatives', () => {
    expect(checkSentence(['Ẹ', 'ṣé', 'iṣẹ́', 'o'], ...work)).toEqual({ kind: 'wrong' });
  });
});

describe('otherAnswers', () => {
  it('lists the accepted answers the learner did not build', () => {
    expect(otherAnswers(words('Ẹ kú iṣẹ́ o'), acceptedAnswers('Ẹ kú iṣẹ́', ['Ẹ kú iṣẹ́ o']))).toEqual(['Ẹ kú iṣẹ́']);
    expect(otherAnswers(words('Ẹ kú iṣẹ́'.normalize('NFD')), acceptedAnswers('Ẹ kú iṣẹ́', ['Ẹ kú iṣẹ́ o']))).toEqual([
      'Ẹ kú iṣẹ́ o',
    ]);
    expect(otherAnswers(words('Ẹ kú iṣẹ́'), acceptedAnswers('Ẹ kú iṣẹ́'))).toEqual([]);
  });
});

describe('toneMessage', () => {
  it('names the words as the learner built them, once each', () => {
    expect(toneMessage([{ position: 2, built: 'ẹgbọn', expected: 'ẹ̀gbọ́n' }])).toBe('Check the tone marks on: ẹgbọn');
    expect(
      toneMessage([
        { position: 0, built: 'oma', expected: 'ọma' },
        { position: 1, built: 'Nna', expected: 'Nná' },
        { position: 2, built: 'oma', expected: 'ọma' },
      ]),
    ).toBe('Check the tone marks on: oma, Nna');
  });
});

describe('every sentence in the bundled courses', async () => {
  const { lessons } = await readContent('content');
  const sentences = lessons.flatMap((lesson) =>
    lesson.type === 'sentence-construction' ? lesson.sentences.map((s) => ({ lesson: lesson.id, ...s })) : [],
  );

  it('includes Igbo and Yoruba sentences', () => {
    expect(sentences.filter((s) => /^\d/.test(s.lesson)).length).toBeGreaterThan(10);
    expect(sentences.filter((s) => s.lesson.startsWith('y')).length).toBeGreaterThan(10);
  });

  it.each(sentences.map((s) => [s.lesson, s.correctSentence, s.alternatives] as const))(
    '%s: %s — right as written, never right without its marks, wrong in reverse',
    (_id, sentence, alternatives) => {
      const answers = acceptedAnswers(sentence, alternatives);
      for (const answer of answers)
        expect(checkSentence(words(answer), sentence, alternatives)).toEqual({ kind: 'correct' });
      words(sentence).forEach((word, position) => {
        const bare = bareLetters(word);
        if (bare === word) return;
        const built = words(sentence).with(position, bare);
        expect(checkSentence(built, sentence, alternatives)).toMatchObject({
          kind: 'slip',
          slips: expect.arrayContaining([{ position, built: bare, expected: word }]),
        });
      });
      const reversed = joinWords(words(sentence).reverse());
      if (answers.every((answer) => bareLetters(answer) !== bareLetters(reversed))) {
        expect(checkSentence(words(reversed), sentence, alternatives)).toEqual({ kind: 'order' });
      }
    },
  );
});
