import type { ContentProblem, ContentTree } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';
import { duplicateWords } from './duplicates.ts';
import { durationOutOfRange } from './duration.ts';
import { lessonTexts } from './lessonText.ts';
import { findUnmarkedWords, markedLanguages } from './toneMarks.ts';

const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const warning = (file: string, field: string, message: string): ContentProblem => ({ file, field, message, severity: 'warning' });

// The skeleton's placeholders start with 'TODO:'; a published lesson that still has one was never finished.
const placeholder = new RegExp(`\\b${PLACEHOLDER}:`);

/** Style lints over valid lessons: missing tone marks, repeated vocabulary, unlikely time estimates, leftover placeholders — warnings, never errors. */
export function lintContent(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const lesson of tree.lessons) {
    const marked = markedLanguages.includes(lesson.language);
    for (const { field, text } of lessonTexts(lesson)) {
      for (const { word, suggestion } of marked ? findUnmarkedWords(text, lesson.language) : []) {
        problems.push(warning(lesson.file, field, `'${word}' looks unmarked: standard ${titleCase(lesson.language)} spelling is '${suggestion}'`));
      }
      if (lesson.status === 'published' && placeholder.test(text)) {
        problems.push(warning(lesson.file, field, `a published lesson still holds placeholder text ('${PLACEHOLDER}: …')`));
      }
    }
    for (const { field, word, first } of duplicateWords(lesson)) {
      problems.push(warning(lesson.file, field, `'${word}' is listed twice (also ${first})`));
    }
    const base = durationOutOfRange(lesson);
    if (base !== null) {
      problems.push(warning(lesson.file, 'estimatedMinutes', `${lesson.estimatedMinutes} min is far from the ${base} min a ${lesson.type} lesson usually takes`));
    }
  }
  return problems;
}
