import { beforeAll, describe, expect, it } from 'vitest';
import { readContent, type ContentTree } from '../read.ts';
import { ngInGuide, ngInWord, ngMismatch, swahiliGuideProblems } from './swahiliPronunciation.ts';

describe('ngInWord', () => {
  it("tells ng' from ng, with either apostrophe", () => {
    expect(ngInWord("ng'ombe")).toEqual({ singer: 1, finger: 0 });
    expect(ngInWord('ng’ombe')).toEqual({ singer: 1, finger: 0 });
    expect(ngInWord('mwanangu')).toEqual({ singer: 0, finger: 1 });
    expect(ngInWord('Karibu')).toEqual({ singer: 0, finger: 0 });
  });
});

describe('ngInGuide', () => {
  it('reads n-g across syllables and ngg as the ng of "finger", and a plain ng as the ng of "singer"', () => {
    expect(ngInGuide('mwah-NAHN-goo')).toEqual({ singer: 0, finger: 1 });
    expect(ngInGuide('NGGOH-mah')).toEqual({ singer: 0, finger: 1 });
    expect(ngInGuide('NGOH-mbeh')).toEqual({ singer: 1, finger: 0 });
    expect(ngInGuide('WAHng-goo')).toEqual({ singer: 1, finger: 0 });
  });

  it('leaves out an explanation in brackets', () => {
    expect(ngInGuide('tah-fah-THAH-lee (th as in "this", ng as in "singer")')).toEqual({ singer: 0, finger: 0 });
  });
});

describe('ngMismatch', () => {
  it('accepts guides that follow the convention', () => {
    expect(ngMismatch('mjukuu wangu', 'm-joo-KOO-oo WAHN-goo')).toBeNull();
    expect(ngMismatch("ng'ombe", 'NGOH-mbeh')).toBeNull();
    expect(ngMismatch('ngoma', 'NGGOH-mah')).toBeNull();
    expect(ngMismatch('Asante', 'ah-SAHN-teh')).toBeNull();
  });

  it('rejects an ng respelled as the ng of "singer", and an ng\' respelled as the ng of "finger"', () => {
    expect(ngMismatch('mwanangu', 'mwah-NAH-ngoo')).toMatch(/^the guide 'mwah-NAH-ngoo' for 'mwanangu' respells 0 ng \(as in "finger"\) and 1 ng' .* but the word has 1 ng \(as in "finger"\) and 0 ng'/);
    expect(ngMismatch("ng'ombe", 'n-GOHM-beh')).toMatch(/respells 1 ng \(as in "finger"\) and 0 ng'.*the word has 0 ng \(as in "finger"\) and 1 ng'/);
  });

  it('rejects a guide that drops or invents the sound', () => {
    expect(ngMismatch('wangu', 'WAH-noo')).not.toBeNull();
    expect(ngMismatch('wanu', 'WAHN-goo')).not.toBeNull();
  });
});

describe('swahiliGuideProblems', () => {
  let shipped: ContentTree;
  beforeAll(async () => {
    shipped = await readContent('content');
  });

  it('finds nothing in the shipped Swahili guides', () => {
    expect(swahiliGuideProblems(shipped)).toEqual([]);
  });

  it('names the file and field of a broken guide in the vocabulary list and in a story, as errors', () => {
    const broken: ContentTree = {
      ...shipped,
      vocabulary: shipped.vocabulary.map((list) =>
        list.language === 'swahili' ? { ...list, entries: list.entries.map((e) => (e.word === 'mwanangu' ? { ...e, pronunciation: 'mwah-NAH-ngoo' } : e)) } : list,
      ),
      lessons: shipped.lessons.map((lesson) =>
        lesson.type === 'cultural-story' && lesson.id === 's1-4'
          ? { ...lesson, vocabulary: lesson.vocabulary.map((v) => (v.word === 'mjukuu wangu' ? { ...v, pronunciation: 'm-joo-KOO-oo WAH-ngoo' } : v)) }
          : lesson,
      ),
    };
    const problems = swahiliGuideProblems(broken);
    const list = shipped.vocabulary.find((l) => l.language === 'swahili')!;
    const index = list.entries.findIndex((e) => e.word === 'mwanangu');
    expect(problems).toEqual([
      expect.objectContaining({ file: list.file, field: `${index}.pronunciation`, severity: 'error', message: expect.stringContaining("'mwah-NAH-ngoo' for 'mwanangu'") }),
      expect.objectContaining({ file: expect.stringMatching(/s1-4\.yaml$/), field: expect.stringMatching(/^vocabulary\.\d+\.pronunciation$/), severity: 'error' }),
    ]);
  });

  it('leaves the guides of other languages alone', () => {
    const kriolu: ContentTree = {
      ...shipped,
      vocabulary: shipped.vocabulary.map((list) => (list.language === 'kriolu' ? { ...list, entries: list.entries.map((e) => ({ ...e, pronunciation: 'ng' })) } : list)),
    };
    expect(swahiliGuideProblems(kriolu)).toEqual([]);
  });
});
