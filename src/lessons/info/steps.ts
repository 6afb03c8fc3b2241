/**
 * How a reading lesson (info, cultural note) is cut into steps: one idea per screen. The text is never changed, only
 * grouped: each paragraph is a step, a paragraph that ends with a colon ("Some foods you will meet:") shares its step
 * with the paragraph it introduces (usually a list), and a `##` heading (a paragraph of its own, see paragraphs() in
 * src/content/read.ts) starts a step that holds every paragraph up to the next heading.
 */

/** One screen of a reading lesson: its heading when the author wrote one, and the lesson paragraphs it shows (by index). */
export interface ReadingStep {
  heading?: string;
  paragraphs: readonly number[];
}

const HEADING = /^#{1,6}\s+(\S.*?)\s*#*\s*$/;

/** The heading text of a paragraph that is only a Markdown heading ('## At the market' → 'At the market'), else null. */
export function headingOf(paragraph: string): string | null {
  return HEADING.exec(paragraph.trim())?.[1] ?? null;
}

const introduces = (paragraph: string) => /:\s*$/.test(paragraph);

/**
 * The steps of a reading lesson's paragraphs: every paragraph that is not a heading belongs to exactly one step, in
 * order; a heading paragraph names its step and is not shown as text.
 */
export function readingSteps(paragraphs: readonly string[]): ReadingStep[] {
  const steps: { heading?: string; paragraphs: number[] }[] = [];
  let section: { heading?: string; paragraphs: number[] } | null = null;
  let joinNext = false;
  paragraphs.forEach((paragraph, i) => {
    const heading = headingOf(paragraph);
    if (heading !== null) {
      section = { heading, paragraphs: [] };
      steps.push(section);
      joinNext = false;
      return;
    }
    const open = section ?? (joinNext ? steps.at(-1) : undefined);
    if (open) open.paragraphs.push(i);
    else steps.push({ paragraphs: [i] });
    joinNext = introduces(paragraph);
  });
  // A heading with nothing under it is still a screen: keep it, so the author sees it in the lesson.
  return steps;
}
