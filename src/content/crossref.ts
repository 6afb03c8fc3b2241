import { basename, dirname } from 'node:path';
import { checkAudioManifest } from './audioCheck.ts';
import { parseLessonId } from '../domain/lessonIds.ts';
import { typesForPosition } from './common.ts';
import type { ContentProblem, ContentTree } from './read.ts';
import { checkVocabulary } from './vocabulary.ts';
import { checkVocabularyLessons } from './vocabularyLessons.ts';

const error = (file: string, field: string, message: string): ContentProblem => ({ file, field, message, severity: 'error' });

function checkLessons(tree: ContentTree, problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  const prefixes = new Map(tree.languages.map((l) => [l.code, l.lessonIdPrefix]));
  for (const lesson of tree.lessons) {
    const { file } = lesson;
    const dirLanguage = basename(dirname(dirname(file)));
    const fileId = basename(file).replace(/\.(md|yaml)$/, '');
    if (fileId !== lesson.id) problems.push(error(file, 'id', `'${lesson.id}' does not match the file name '${fileId}'`));
    if (lesson.language !== dirLanguage) problems.push(error(file, 'language', `'${lesson.language}' but the file is under courses/${dirLanguage}/`));
    const key = `${lesson.language}/${lesson.id}`;
    const twin = seen.get(key);
    if (twin) problems.push(error(file, 'id', `lesson id '${lesson.id}' is used twice in ${lesson.language} (also ${twin})`));
    seen.set(key, file);

    const parsed = parseLessonId(lesson.id);
    if (!parsed) continue;
    const prefix = prefixes.get(lesson.language);
    if (prefix !== undefined && parsed.prefix !== prefix) {
      problems.push(error(file, 'id', `${lesson.language} lesson ids start with '${prefix}' (e.g. ${prefix}1-0), as content/languages/${lesson.language}.yaml says`));
    }
    if (parsed.unit !== lesson.unit) problems.push(error(file, 'unit', `is ${lesson.unit} but the id '${lesson.id}' says unit ${parsed.unit}`));
    if (parsed.position !== lesson.position) problems.push(error(file, 'position', `is ${lesson.position} but the id '${lesson.id}' says ${parsed.position}`));
    const allowed = typesForPosition[lesson.position] ?? [];
    if (!allowed.includes(lesson.type)) {
      problems.push(error(file, 'type', `position ${lesson.position} holds ${allowed.join(' or ')}, not ${lesson.type}`));
    }
  }
}

function checkCourses(tree: ContentTree, problems: ContentProblem[]): void {
  const lessonsByLanguage = new Map<string, Map<string, (typeof tree.lessons)[number]>>();
  for (const lesson of tree.lessons) {
    const map = lessonsByLanguage.get(lesson.language) ?? new Map();
    map.set(lesson.id, lesson);
    lessonsByLanguage.set(lesson.language, map);
  }
  const prefixOwners = new Map<string, string[]>();
  for (const course of tree.courses) {
    const file = `content/courses/${course.language}/course.yaml`;
    const language = tree.languages.find((l) => l.code === course.language);
    if (!language) problems.push(error(file, 'language', `no language file content/languages/${course.language}.yaml`));
    else if (language.lessonIdPrefix === undefined) {
      problems.push(error(`content/languages/${language.code}.yaml`, 'lessonIdPrefix', "a language with a course needs the letter its lesson ids start with ('' for none)"));
    } else {
      prefixOwners.set(language.lessonIdPrefix, [...(prefixOwners.get(language.lessonIdPrefix) ?? []), language.code]);
    }
    const lessons = lessonsByLanguage.get(course.language) ?? new Map();
    const listed = new Set<string>();
    course.levels.forEach((level, i) => {
      if (level.number !== i + 1) problems.push(error(file, `levels.${i}.number`, `is ${level.number}; levels are numbered 1, 2, 3… in order`));
      if (level.id !== `level-${level.number}`) problems.push(error(file, `levels.${i}.id`, `should be 'level-${level.number}'`));
      level.units.forEach((unit, u) => {
        const unitNumber = Number(/^unit-(\d+)$/.exec(unit.id)?.[1]);
        if (!unitNumber) problems.push(error(file, `levels.${i}.units.${u}.id`, "use 'unit-N' where N is the unit number"));
        unit.lessons.forEach((id, k) => {
          const field = `levels.${i}.units.${u}.lessons.${k}`;
          const lesson = lessons.get(id);
          if (listed.has(id)) problems.push(error(file, field, `lesson '${id}' is listed twice`));
          listed.add(id);
          if (!lesson) problems.push(error(file, field, `lesson '${id}' has no file under courses/${course.language}/lessons/`));
          else if (unitNumber && lesson.unit !== unitNumber) problems.push(error(file, field, `lesson '${id}' says unit ${lesson.unit}, but is listed in ${unit.id}`));
        });
      });
    });
    for (const lesson of lessons.values()) {
      if (!listed.has(lesson.id)) {
        problems.push({ file: lesson.file, field: 'id', message: `no unit of course ${course.language} lists '${lesson.id}', so learners never reach it`, severity: 'warning' });
      }
    }
  }
  // Lesson ids are unique across languages (the API finds a lesson by its id), so no two courses share a letter.
  for (const [prefix, codes] of prefixOwners) {
    for (const code of codes.length > 1 ? codes : []) {
      const others = codes.filter((c) => c !== code).join(', ');
      problems.push(error(`content/languages/${code}.yaml`, 'lessonIdPrefix', `'${prefix}' is also the letter of ${others}: each course needs its own`));
    }
  }
  for (const language of tree.languages) {
    if (language.status === 'active' && !tree.courses.some((c) => c.language === language.code)) {
      problems.push(error(`content/languages/${language.code}.yaml`, 'status', 'an active language needs a course (content/courses/<code>/course.yaml)'));
    }
  }
}

/** Checks references between files: ids unique, units list existing lessons, positions match types, vocabulary and audio keyed to what exists. */
export function crossCheck(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  checkLessons(tree, problems);
  checkCourses(tree, problems);
  const ids = new Set<string>();
  for (const achievement of tree.achievements) {
    if (ids.has(achievement.id)) problems.push(error('content/achievements.yaml', 'id', `achievement id '${achievement.id}' is used twice`));
    ids.add(achievement.id);
  }
  problems.push(...checkVocabulary(tree.vocabulary, tree.courses), ...checkVocabularyLessons(tree), ...checkAudioManifest(tree));
  return problems;
}
