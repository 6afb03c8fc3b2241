import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { parseLessonId } from '../../domain/lessonIds.ts';
import type { ContentTree } from '../../content/read.ts';
import type { Db } from './database.ts';
import { catalogueAchievements, catalogueLanguages, catalogueLessons } from './schema.ts';

/** What the server needs to know exists: languages, published lessons with their place, achievements. */
export interface Catalogue {
  languages: { id: string; name: string; status: string }[];
  lessons: {
    language: string;
    id: string;
    level: number;
    unit: number;
    position: number;
    type: string;
    title: string;
  }[];
  achievements: { id: string; title: string }[];
}

/** The catalogue of a content tree: published lessons that a course level lists. */
export function catalogueFromContent(tree: ContentTree): Catalogue {
  const lessons: Catalogue['lessons'] = [];
  for (const course of tree.courses) {
    for (const level of course.levels) {
      for (const unit of level.units) {
        for (const id of unit.lessons) {
          const lesson = tree.lessons.find(
            (l) => l.language === course.language && l.id === id && l.status === 'published',
          );
          const parsed = parseLessonId(id);
          if (!lesson || !parsed) continue;
          lessons.push({
            language: course.language,
            id,
            level: level.number,
            unit: parsed.unit,
            position: parsed.position,
            type: lesson.type,
            title: lesson.title,
          });
        }
      }
    }
  }
  return {
    languages: tree.languages.map((l) => ({ id: l.code, name: l.name, status: l.status })),
    lessons,
    achievements: tree.achievements.map((a) => ({ id: a.id, title: a.title })),
  };
}

export interface SyncResult {
  languages: number;
  lessons: number;
  achievements: number;
  retired: number;
}

/**
 * Makes the catalogue tables say what the content says, in one transaction: rows are upserted, and
 * rows that left the content are marked retired rather than deleted, so no learner's history points nowhere.
 */
export async function syncCatalogue(db: Db, catalogue: Catalogue): Promise<SyncResult> {
  return db.transaction(async (tx) => {
    let retired = 0;
    const now = new Date();
    if (catalogue.languages.length > 0) {
      await tx
        .insert(catalogueLanguages)
        .values(catalogue.languages.map((l) => ({ ...l, syncedAt: now })))
        .onConflictDoUpdate({
          target: catalogueLanguages.id,
          set: { name: sql`excluded.name`, status: sql`excluded.status`, retiredAt: null, syncedAt: now },
        });
    }
    const languageIds = catalogue.languages.map((l) => l.id);
    retired += (
      await tx
        .update(catalogueLanguages)
        .set({ retiredAt: now })
        .where(
          and(
            isNull(catalogueLanguages.retiredAt),
            languageIds.length ? notInArray(catalogueLanguages.id, languageIds) : undefined,
          ),
        )
        .returning({ id: catalogueLanguages.id })
    ).length;

    if (catalogue.lessons.length > 0) {
      await tx
        .insert(catalogueLessons)
        .values(catalogue.lessons.map((l) => ({ ...l, syncedAt: now })))
        .onConflictDoUpdate({
          target: [catalogueLessons.language, catalogueLessons.id],
          set: {
            level: sql`excluded.level`,
            unit: sql`excluded.unit`,
            position: sql`excluded.position`,
            type: sql`excluded.type`,
            title: sql`excluded.title`,
            retiredAt: null,
            syncedAt: now,
          },
        });
    }
    const current = await tx
      .select({ language: catalogueLessons.language, id: catalogueLessons.id })
      .from(catalogueLessons)
      .where(isNull(catalogueLessons.retiredAt));
    const keep = new Set(catalogue.lessons.map((l) => `${l.language}/${l.id}`));
    for (const language of new Set(current.map((c) => c.language))) {
      const gone = current
        .filter((c) => c.language === language && !keep.has(`${c.language}/${c.id}`))
        .map((c) => c.id);
      if (gone.length === 0) continue;
      await tx
        .update(catalogueLessons)
        .set({ retiredAt: now })
        .where(and(eq(catalogueLessons.language, language), inArray(catalogueLessons.id, gone)));
      retired += gone.length;
    }

    if (catalogue.achievements.length > 0) {
      await tx
        .insert(catalogueAchievements)
        .values(catalogue.achievements.map((a) => ({ ...a, syncedAt: now })))
        .onConflictDoUpdate({
          target: catalogueAchievements.id,
          set: { title: sql`excluded.title`, retiredAt: null, syncedAt: now },
        });
    }
    const achievementIds = catalogue.achievements.map((a) => a.id);
    retired += (
      await tx
        .update(catalogueAchievements)
        .set({ retiredAt: now })
        .where(
          and(
            isNull(catalogueAchievements.retiredAt),
            achievementIds.length ? notInArray(catalogueAchievements.id, achievementIds) : undefined,
          ),
        )
        .returning({ id: catalogueAchievements.id })
    ).length;

    return {
      languages: catalogue.languages.length,
      lessons: catalogue.lessons.length,
      achievements: catalogue.achievements.length,
      retired,
    };
  });
}
