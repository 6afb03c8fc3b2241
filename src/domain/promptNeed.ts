/**
 * Which recording prompts a speaker is offered, and in what order (docs/decisions.md 'Community audio'): never one they sent
 * or skipped, never one that already has an approved clip, and first the ones learners meet most.
 */

/** A prompt as the ordering sees it: its key and the lesson where learners first meet it (null: no lesson yet). */
export interface NeedPrompt {
  prompt: string;
  lessonId: string | null;
}

export interface PromptNeed {
  /** Prompts that already have an approved clip: they have a voice. */
  voiced: ReadonlySet<string>;
  /** Prompts this speaker sent (in any state) or skipped. */
  seen: ReadonlySet<string>;
  /** Each lesson's place in its course (0 for the first lesson). */
  position: ReadonlyMap<string, number>;
  /** How many learners completed each lesson. */
  learners: ReadonlyMap<string, number>;
}

/**
 * The prompts to offer, most needed first: those neither voiced nor seen by the speaker, ordered by the number of
 * learners who completed their lesson (most first), then by the lesson's place in the course (earliest first; no
 * lesson last), then in content order.
 */
export function promptsByNeed<P extends NeedPrompt>(prompts: readonly P[], need: PromptNeed): P[] {
  const place = (p: P) => (p.lessonId === null ? Infinity : (need.position.get(p.lessonId) ?? Infinity));
  const met = (p: P) => (p.lessonId === null ? 0 : (need.learners.get(p.lessonId) ?? 0));
  return prompts
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => !need.voiced.has(p.prompt) && !need.seen.has(p.prompt))
    .sort((a, b) => met(b.p) - met(a.p) || place(a.p) - place(b.p) || a.index - b.index)
    .map(({ p }) => p);
}

/** How many prompts of a kind have a voice: "312 of 520 words have a voice". */
export function voicedCount(prompts: readonly { prompt: string }[], voiced: ReadonlySet<string>) {
  return { voiced: prompts.filter((p) => voiced.has(p.prompt)).length, total: prompts.length };
}
