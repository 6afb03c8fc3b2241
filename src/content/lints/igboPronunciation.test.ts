import { describe, expect, it } from 'vitest';
import type { ContentTree, LessonEntry } from '../read.ts';
import { guideVowels, igboGuideProblems, igboPronunciationProblems, wordVowels } from './igboPronunciation.ts';

describe('igboGuideProblems', () => {
  it('accepts guides that follow the convention, long vowels written once or twice', () => {
    for (const [word, guide] of [
      ['ọjị', 'AW-jih'],
      ['Ebee ka i si?', 'eh-BEH kah ee SEE'],
      ['Ị bụ onye ebee?', 'ih bu OH-nyeh eh-BEH'],
      ['Daalụ', 'DAH-ah-lu'],
      ['Nnọọ', 'n-NAW'],
      ['Ka chi foo', 'kah chee FOH-oh'],
      ['Mgbede ọma', 'm-GBEH-deh AW-mah'],
      ['nwaanyị', 'NWAH-ah-nyih'],
      ['Egbe bere, ugo bere', 'EH-gbeh BEH-reh, OO-goh BEH-reh'],
      ['m', 'm'],
    ]) {
      expect(igboGuideProblems(word!, guide!), `${word} → ${guide}`).toEqual([]);
    }
  });

  it('catches a guide that respells ị like i', () => {
    expect(igboGuideProblems('ọjị', 'AW-jee')).toEqual(["vowel 2 of 'ọjị' is ị, respelled 'ih', but the guide has 'ee' (i)"]);
    expect(igboGuideProblems('Ebee ka i si?', 'eh-BEH kah ih SEE')[0]).toMatch(/vowel 3 .* is i, respelled 'ee', but the guide has 'ih'/);
  });

  it('catches ụ respelled like u, and ọ like o', () => {
    expect(igboGuideProblems('ndụ', 'n-DOO')).toEqual(["vowel 1 of 'ndụ' is ụ, respelled 'u', but the guide has 'oo' (u)"]);
    expect(igboGuideProblems('omugwo', 'oh-moo-GWAW')).toEqual(["vowel 3 of 'omugwo' is o, respelled 'oh', but the guide has 'aw' (ọ)"]);
    expect(igboGuideProblems('Ka chi foo', 'kah chee FAW')[0]).toMatch(/is o, respelled 'oh', but the guide has 'aw'/);
  });

  it('catches vowels squeezed together or left out', () => {
    expect(igboGuideProblems('abụọ', 'ah-BWAW')[0]).toMatch(/'abụọ' has 3 vowel sound\(s\) \(a ụ ọ\) but the guide respells 2/);
  });

  it('catches a letter that is no respelling of the convention', () => {
    expect(igboGuideProblems('Mazị', 'mah-ZI')).toEqual(["'i' on its own is no vowel of the Igbo respelling (ah = a, eh = e, ee = i, ih = ị, oh = o, aw = ọ, oo = u, u = ụ)"]);
  });

  it('wants gb, kp, gw, kw, nw and ny whole, and none the word does not have', () => {
    expect(igboGuideProblems('Mgbede', 'm-guh-BEH-deh')).toContain('gb is one sound: keep it whole in the guide, as in m-GBEH-deh or ah-KPU');
    expect(igboGuideProblems('okpara', 'ohk-PAH-rah')).toContain('kp is one sound: keep it whole in the guide, as in m-GBEH-deh or ah-KPU');
    expect(igboGuideProblems('gụọ', 'GWAW')).toContain("the guide has 'gw', which 'gụọ' does not: gw stands for the Igbo sound gw only");
  });

  it('keeps gh for the Igbo letter gh: g is respelled g', () => {
    expect(igboGuideProblems('gị', 'ghih')).toEqual(["'gh' is the Igbo letter gh; the g of 'gị' is always hard and is respelled 'g'"]);
  });

  it('checks names written without dots against how they sound', () => {
    expect(igboGuideProblems('Chinonso', 'chee-NAWN-soh')).toEqual([]);
    expect(igboGuideProblems('Ngozi', 'n-GOH-zee')[0]).toMatch(/is ọ, respelled 'aw'/);
  });
});

describe('wordVowels and guideVowels', () => {
  it('read a word and a guide as the same vowels, tone marks aside', () => {
    expect(wordVowels('Ụ̀tụ́tụ̀ ọma')).toEqual(['ụ', 'ụ', 'ụ', 'ọ', 'a']);
    expect(guideVowels('u-TU-tu AW-mah')).toEqual({ vowels: ['ụ', 'ụ', 'ụ', 'ọ', 'a'], stray: [] });
  });
});

describe('igboPronunciationProblems', () => {
  const story = (vocabulary: { word: string; english: string; pronunciation: string }[]) =>
    ({ file: 'content/courses/igbo/lessons/1-4.yaml', language: 'igbo', type: 'cultural-story', vocabulary }) as unknown as LessonEntry;
  const tree = (lessons: LessonEntry[], entries: { word: string; pronunciation: string }[]) =>
    ({ lessons, vocabulary: [{ language: 'igbo', file: 'content/vocabulary/igbo.yaml', entries }] }) as unknown as ContentTree;

  it('reports story and vocabulary-list guides as errors, naming file and field', () => {
    const problems = igboPronunciationProblems(
      tree([story([{ word: 'ọjị', english: 'kola nut', pronunciation: 'AW-jih' }, { word: 'ndụ', english: 'life', pronunciation: 'n-DOO' }])], [
        { word: 'Kedụ?', pronunciation: 'keh-DU' },
        { word: 'Ị bụ onye ebee?', pronunciation: 'ee boo OH-nyeh eh-BEH' },
      ]),
    );
    expect(problems.map((p) => [p.file, p.field, p.severity])).toEqual([
      ['content/vocabulary/igbo.yaml', '1.pronunciation', 'error'],
      ['content/courses/igbo/lessons/1-4.yaml', 'vocabulary.1.pronunciation', 'error'],
    ]);
    expect(problems[0]?.message).toMatch(/^'ee boo OH-nyeh eh-BEH' for 'Ị bụ onye ebee\?': vowel 1 .* is ị/);
  });

  it('leaves other languages, placeholders and a word repeated in one story (the duplicates lint names it)', () => {
    const yoruba = { ...story([{ word: 'ọjà', english: 'market', pronunciation: 'oh-JAH' }]), language: 'yoruba' } as LessonEntry;
    const draft = story([
      { word: 'TODO: word 1', english: 'TODO: meaning', pronunciation: 'TODO: pronunciation' },
      { word: 'ọjị', english: 'kola nut', pronunciation: 'AW-jih' },
      { word: 'ọjị', english: 'kola', pronunciation: 'n-DU' },
    ]);
    expect(igboPronunciationProblems(tree([yoruba, draft], []))).toEqual([]);
  });
});
