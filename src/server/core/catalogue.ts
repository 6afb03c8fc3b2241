import { lessonBaseXp, lessonOrder, type AchievementDefinition, type CourseOutline } from '../../domain/index.ts';
import { courseOutline } from '../../content/outline.ts';
import type { ContentTree, LessonEntry } from '../../content/read.ts';
import { practiceContent, type PracticeContent } from './practice-content.ts';
import type { ApiCourse, ApiLanguage, ApiLesson, ApiLessonSummary } from '../../shared/api-types.ts';

export interface CourseEntry {
  course: ApiCourse;
  outline: CourseOutline;
  /** Published lesson ids in learning order. */
  order: string[];
}

/** What the API serves about the catalogue, built once from content/ at start (the same files the pages come from). */
export interface ApiCatalogue {
  languages: ApiLanguage[];
  courses: Map<string, CourseEntry>;
  /** Published lessons that a level lists, by id (ids are unique across languages: 1-0, y1-0, k1-0, s1-0). */
  lessons: Map<string, ApiLesson & { lessonType: string }>;
  achievements: AchievementDefinition[];
  /** Each course's words, units, sentences and recorded words, from which a learner's review items are built. */
  practice: Map<string, PracticeContent>;
  /** Each language's varieties a speaker may name (content/languages/<code>.yaml), in NFC. */
  varieties: Map<string, string[]>;
  /** The audio files the manifest declares (content/audio/manifest.yaml), as <language>/<kind>/<key>.mp3. */
  audioFiles: Set<string>;
}

function summary(lesson: LessonEntry): ApiLessonSummary {
  return {
    id: lesson.id,
    title: lesson.title,
    type: lesson.type,
    xp_reward: lessonBaseXp(lesson.type, lesson.position),
    difficulty: lesson.difficulty,
    estimated_duration_minutes: lesson.estimatedMinutes,
  };
}

function content(lesson: LessonEntry): Record<string, unknown> {
  const { file: _file, status: _status, author: _author, lastModified: _modified, ...rest } = lesson;
  return rest;
}

/** Builds the API's catalogue from a content tree: active languages' courses with their published lessons. */
export function buildApiCatalogue(tree: ContentTree): ApiCatalogue {
  const languages: ApiLanguage[] = tree.languages.map((l) => ({
    id: l.code,
    code: l.code,
    name: l.name,
    native_name: l.native_name,
    flag_emoji: l.flag_emoji,
    country: l.country,
    description: l.description,
    total_speakers: l.total_speakers,
    status: l.status,
    featured: l.featured,
  }));
  const courses = new Map<string, CourseEntry>();
  const lessons: ApiCatalogue['lessons'] = new Map();
  for (const course of tree.courses) {
    const published = new Map(
      tree.lessons.filter((l) => l.language === course.language && l.status === 'published').map((l) => [l.id, l]),
    );
    const units = course.levels.flatMap((level) =>
      level.units.map((unit) => {
        const unitLessons = unit.lessons
          .map((id) => published.get(id))
          .filter((l): l is LessonEntry => l !== undefined);
        for (const lesson of unitLessons) {
          lessons.set(lesson.id, {
            ...summary(lesson),
            language: course.language,
            level: level.number,
            unit: lesson.unit,
            position: lesson.position,
            content: content(lesson),
            lessonType: lesson.type,
          });
        }
        return {
          id: unit.id,
          title: unit.title,
          description: unit.description,
          level: level.number,
          lessons: unitLessons.map(summary),
        };
      }),
    );
    const outline = courseOutline(course, [...published.values()]);
    courses.set(course.language, {
      course: {
        id: course.language,
        language: course.language,
        title: course.title,
        description: course.description,
        difficulty: course.difficulty,
        estimated_duration_hours: course.estimatedHours,
        units,
      },
      outline,
      order: lessonOrder(outline),
    });
  }
  const varieties = new Map(tree.languages.map((l) => [l.code, l.varieties.map((v) => v.normalize('NFC'))]));
  return {
    languages,
    courses,
    lessons,
    achievements: tree.achievements,
    practice: practiceContent(tree),
    varieties,
    audioFiles: new Set(tree.audio.map((a) => a.file)),
  };
}
