import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { promptsByNeed, voicedCount, type NeedPrompt } from './promptNeed.ts';

const need = (over: Partial<Parameters<typeof promptsByNeed>[1]> = {}) => ({
  voiced: new Set<string>(),
  seen: new Set<string>(),
  position: new Map([
    ['1-0', 0],
    ['1-1', 1],
    ['2-0', 7],
  ]),
  learners: new Map<string, number>(),
  ...over,
});
const p = (prompt: string, lessonId: string | null): NeedPrompt => ({ prompt, lessonId });

describe('promptsByNeed', () => {
  it('leaves out prompts with a voice and prompts the speaker sent or skipped', () => {
    const prompts = [p('a', '1-0'), p('b', '1-0'), p('c', '1-1')];
    const offered = promptsByNeed(prompts, need({ voiced: new Set(['a']), seen: new Set(['c']) }));
    expect(offered.map((x) => x.prompt)).toEqual(['b']);
  });

  it('puts the lessons most learners completed first, then the earliest lessons, then lessonless prompts', () => {
    const prompts = [p('late', '2-0'), p('none', null), p('second', '1-1'), p('first', '1-0'), p('met', '2-0')];
    const byPlace = promptsByNeed(prompts, need()).map((x) => x.prompt);
    expect(byPlace).toEqual(['first', 'second', 'late', 'met', 'none']);
    const byLearners = promptsByNeed(prompts, need({ learners: new Map([['2-0', 5]]) })).map((x) => x.prompt);
    expect(byLearners).toEqual(['late', 'met', 'first', 'second', 'none']);
  });

  it('offers each unseen, unvoiced prompt exactly once and never changes its input', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (keys, flags) => {
          const prompts = keys.map((k, i) => p(k, i % 3 === 0 ? null : '1-1'));
          const copy = structuredClone(prompts);
          const seen = new Set(keys.filter((_, i) => flags[i]));
          const offered = promptsByNeed(prompts, need({ seen }));
          expect(prompts).toEqual(copy);
          expect(new Set(offered.map((x) => x.prompt))).toEqual(new Set(keys.filter((k) => !seen.has(k))));
          expect(offered).toHaveLength(keys.length - seen.size);
        },
      ),
    );
  });
});

describe('voicedCount', () => {
  it('counts the prompts that have a voice out of all of them', () => {
    expect(voicedCount([p('a', null), p('b', null), p('c', null)], new Set(['a', 'c', 'zz']))).toEqual({
      voiced: 2,
      total: 3,
    });
  });
});
