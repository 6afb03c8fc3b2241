import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headingOf, readingSteps } from './steps.ts';

const paragraph = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => `${s}:`),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => `## ${s}`),
  fc.constant('- **a** — b - **c** — d'),
);

describe('readingSteps (properties)', () => {
  it('shows every paragraph that is not a heading in exactly one step, in order, and drops none', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 20 }), (paragraphs) => {
        const steps = readingSteps(paragraphs);
        const shown = steps.flatMap((s) => s.paragraphs);
        const text = paragraphs.flatMap((p, i) => (headingOf(p) === null ? [i] : []));
        expect(shown).toEqual(text);
      }),
    );
  });

  it('makes a step of every heading and of every paragraph outside a heading that no colon introduces', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 20 }), (paragraphs) => {
        const steps = readingSteps(paragraphs);
        expect(steps.filter((s) => s.heading !== undefined)).toHaveLength(
          paragraphs.filter((p) => headingOf(p) !== null).length,
        );
        expect(steps.every((s) => s.heading !== undefined || s.paragraphs.length > 0)).toBe(true);
      }),
    );
  });
});
