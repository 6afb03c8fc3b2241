import { beforeAll, describe, expect, it } from 'vitest';
import { readContent, type ContentTree } from '../../src/content/read.ts';
import { reportLocation, type ReportRow } from './report-locations.ts';

let tree: ContentTree;
beforeAll(async () => {
  tree = await readContent('content');
}, 60_000);

const row = (extra: Partial<ReportRow>): ReportRow => ({
  language: 'igbo',
  lessonId: null,
  itemId: null,
  exerciseKind: 'recall',
  prompt: null,
  ...extra,
});

describe('reportLocation', () => {
  it("points a word's report at its accept list in the vocabulary file", () => {
    const entries = tree.vocabulary.find((v) => v.language === 'igbo')!.entries;
    const index = entries.findIndex((e) => e.slug === 'nna');
    expect(reportLocation(row({ itemId: 'igbo:nna' }), tree)).toEqual({
      file: 'content/vocabulary/igbo.yaml',
      field: `${index}.accept`,
    });
  });

  it("points a word bank's report at its sentence's alternatives in the lesson file", () => {
    const lesson = tree.lessons.find((l) => l.id === '1-6')!;
    if (lesson.type !== 'sentence-construction') throw new Error('1-6 builds sentences');
    const sentence = lesson.sentences[0]!;
    expect(reportLocation(row({ lessonId: '1-6', exerciseKind: 'word-bank', prompt: sentence.prompt }), tree)).toEqual({
      file: lesson.file,
      field: 'sentences.0.alternatives',
    });
    expect(
      reportLocation(row({ itemId: `igbo:sentence:${sentence.correctSentence.toLowerCase()}` }), tree),
    ).toMatchObject({ file: lesson.file, field: expect.stringMatching(/^sentences\.\d+\.alternatives$/) });
  });

  it('points a lesson page at its file, and an item the content dropped nowhere', () => {
    expect(reportLocation(row({ lessonId: '1-2', exerciseKind: 'lesson-page' }), tree)).toEqual({
      file: tree.lessons.find((l) => l.id === '1-2')!.file,
      field: '(lesson)',
    });
    expect(reportLocation(row({ itemId: 'igbo:no-such-word' }), tree)).toBeNull();
  });
});
