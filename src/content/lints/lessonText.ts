import type { LessonEntry } from '../read.ts';

/** A piece of a lesson's text and the field it sits in, e.g. 'questions.0.options.1.text'. */
export interface LessonText {
  field: string;
  text: string;
}

// Fields that hold codes, names of things or deliberate respellings ('AW-jee'), not language text.
const notText = new Set(['id', 'language', 'type', 'status', 'author', 'lastModified', 'difficulty', 'icon', 'imageUrl', 'category', 'pronunciation', 'file']);

function collect(value: unknown, path: string, out: LessonText[]): void {
  if (typeof value === 'string') {
    out.push({ field: path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, path ? `${path}.${i}` : String(i), out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!notText.has(key)) collect(item, path ? `${path}.${key}` : key, out);
    }
  }
}

/** Every text a learner reads in a lesson, with its field path; the Markdown body of a prose lesson is field 'body'. */
export function lessonTexts(lesson: LessonEntry): LessonText[] {
  const out: LessonText[] = [];
  collect(lesson, '', out);
  return out.filter((t) => t.text.trim().length > 0);
}
