// Over the real content: whatever the seed and the cards, a tone choice never labels a real word "not a word we know".
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newCard,
  practiceSession,
  review,
  reviewItems,
  toneKey,
  withToneNeighbours,
  type ItemCard,
  type ReviewItem,
} from '../../domain/index.ts';
import { readContent } from '../../content/read.ts';
import { practiceContent, type PracticeContent } from '../core/practice-content.ts';

const NOW = new Date('2026-11-27T12:00:00Z');

describe.each(['yoruba', 'igbo'])('%s tone choice over the real lexicon', (language) => {
  let content: PracticeContent;
  let items: ReviewItem[];
  /** Every spelling the lexicon and the course know, lower case NFC. */
  let attested: Set<string>;

  beforeAll(async () => {
    content = practiceContent(await readContent('content')).get(language)!;
    const all = reviewItems({
      language,
      vocabulary: content.vocabulary,
      sentences: content.sentences,
      audioSlugs: content.audioSlugs,
      completedLessonIds: content.units.flatMap((u) => u.lessonIds),
      missedQuizAnswers: [],
    });
    items = withToneNeighbours(all, content.lexicon, content.spelling);
    attested = new Set([...content.lexicon.values()].flat().map((e) => e.word.normalize('NFC').toLowerCase()));
  });

  it(
    'labels not a word we know only a spelling the lexicon does not hold, and gives a real one its meaning',
    { timeout: 60_000 },
    () => {
      const recalled = () => items.filter((i) => i.source === 'vocabulary' && i.directions.includes('recall'));
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(), (seed, start) => {
          const words = recalled();
          // Fifteen recall cards due, from a different place in the course each run.
          const chosen = Array.from({ length: 15 }, (_, i) => words[(start + i) % words.length]!);
          const reviewed = new Date(NOW.getTime() - 10 * 86_400_000);
          const cards: ItemCard[] = chosen.map((item) => ({
            itemId: item.id,
            direction: 'recall',
            card: review(newCard(reviewed), 'good', reviewed).card,
          }));
          for (const exercise of practiceSession(items, cards, NOW, seed, {
            maxNew: 0,
            size: 15,
            spelling: content.spelling,
          })) {
            if (exercise.kind !== 'tone-choice') continue;
            const item = items.find((i) => i.id === exercise.itemId)!;
            exercise.choices.forEach((choice, i) => {
              const spelling = choice.normalize('NFC').toLowerCase();
              expect(toneKey(choice, content.spelling)).toBe(toneKey(exercise.answer, content.spelling));
              if (exercise.choiceMeanings[i] === null) expect(attested.has(spelling)).toBe(false);
              if (choice !== exercise.answer) expect(item.answers).not.toContain(choice);
            });
          }
        }),
        { numRuns: 100 },
      );
    },
  );
});
