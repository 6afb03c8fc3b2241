import { createHmac } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ApiCatalogue } from '../core/catalogue.ts';
import type { Db } from '../db/database.ts';
import { audioClips, audioSpeakers, clipReviews } from '../db/schema.ts';
import { datasheet } from './datasheet.ts';
import { findPrompt } from './prompts.ts';
import { clipHasBytes, databaseClipStorage } from './storage.ts';

/** A licence a release may carry: its name and where its text is. Only licences that allow redistribution. */
export interface DatasetLicence {
  name: string;
  url: string;
}

/** The licences that let anyone copy and share a recording, by SPDX id; a clip under any other stays out of a release. */
export const REDISTRIBUTABLE_LICENCES: Readonly<Record<string, DatasetLicence>> = {
  'CC-BY-SA-4.0': {
    name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/legalcode',
  },
  'CC-BY-4.0': {
    name: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/legalcode',
  },
  'CC0-1.0': {
    name: 'Creative Commons Zero 1.0 Universal',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/legalcode',
  },
};

/** The columns of each <language>.tsv, in order. */
export const DATASET_COLUMNS = [
  'path',
  'text',
  'language',
  'variety',
  'age_range',
  'gender',
  'speaker_id',
  'licence',
  'duration_ms',
  'up_votes',
  'down_votes',
  'credit',
] as const;

export interface DatasetOptions {
  /** The release directory; it must be absent or empty. */
  dir: string;
  /** The secret that makes speaker ids: the same secret gives a speaker the same id in every release. */
  salt: string;
  /** When the release is made: its version is this date (UTC). */
  now: Date;
  /** Only this language; every language otherwise. */
  language?: string | undefined;
}

/** One clip as a release lists it. */
export interface DatasetRow {
  path: string;
  text: string;
  language: string;
  variety: string;
  ageRange: string;
  gender: string;
  speakerId: string;
  licence: string;
  durationMs: number;
  upVotes: number;
  downVotes: number;
  credit: string;
}

/** What a release holds, and the approved clips it left out with why. */
export interface DatasetRelease {
  version: string;
  rows: DatasetRow[];
  refused: { clipId: string; language: string; reason: string }[];
}

/** A speaker's id in a release: an HMAC of their account id under the release secret, so it is stable and reveals no account. */
export function speakerId(salt: string, contributorId: string): string {
  return createHmac('sha256', salt).update(contributorId).digest('hex').slice(0, 32);
}

// A TSV cell holds no tab or line break: a conversation's lines are joined by ' / '.
const cell = (value: string | number) =>
  String(value)
    .replace(/\s*\n\s*/g, ' / ')
    .replace(/\s/g, ' ');

/**
 * Writes a versioned release of the approved community recordings into `options.dir`: clips/<language>/<clip id>.mp3,
 * one <language>.tsv (DATASET_COLUMNS) and datasheet.md. Clips under a licence that does not allow redistribution,
 * and clips whose word or conversation left the content, stay out and are answered in `refused`. Account ids and
 * e-mail addresses never reach a file.
 */
export async function writeDataset(db: Db, catalogue: ApiCatalogue, options: DatasetOptions): Promise<DatasetRelease> {
  const existing = await readdir(options.dir).catch(() => []);
  if (existing.length > 0)
    throw new Error(`${options.dir} already holds files: a release is written into a new or empty directory.`);
  const rows = await db
    .select({
      id: audioClips.id,
      language: audioClips.language,
      promptKey: audioClips.promptKey,
      contributorId: audioClips.contributorId,
      creditName: audioClips.creditName,
      licence: audioClips.licence,
      durationMs: audioClips.durationMs,
      variety: audioSpeakers.variety,
      ageRange: audioSpeakers.ageRange,
      gender: audioSpeakers.gender,
    })
    .from(audioClips)
    .leftJoin(
      audioSpeakers,
      and(eq(audioSpeakers.userId, audioClips.contributorId), eq(audioSpeakers.language, audioClips.language)),
    )
    .where(
      and(
        eq(audioClips.state, 'approved'),
        clipHasBytes,
        options.language ? eq(audioClips.language, options.language) : undefined,
      ),
    )
    .orderBy(asc(audioClips.language), asc(audioClips.createdAt), asc(audioClips.id));
  const votes = new Map<string, { up: number; down: number }>();
  if (rows.length > 0) {
    const counted = await db
      .select({ clipId: clipReviews.clipId, verdict: clipReviews.verdict, n: count() })
      .from(clipReviews)
      .where(
        inArray(
          clipReviews.clipId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(clipReviews.clipId, clipReviews.verdict);
    for (const { clipId, verdict, n } of counted) {
      const tally = votes.get(clipId) ?? { up: 0, down: 0 };
      if (verdict === 'approve') tally.up += n;
      else tally.down += n;
      votes.set(clipId, tally);
    }
  }

  const storage = databaseClipStorage(db);
  const release: DatasetRelease = { version: options.now.toISOString().slice(0, 10), rows: [], refused: [] };
  for (const row of rows) {
    if (!(row.licence in REDISTRIBUTABLE_LICENCES)) {
      release.refused.push({
        clipId: row.id,
        language: row.language,
        reason: `licence ${row.licence} does not allow redistribution`,
      });
      continue;
    }
    const prompt = findPrompt(catalogue, row.language, row.promptKey);
    const bytes = prompt ? await storage.read(row.id) : null;
    if (!prompt || !bytes) {
      release.refused.push({
        clipId: row.id,
        language: row.language,
        reason: prompt ? 'the recording was removed' : `${row.promptKey} is no longer in the content`,
      });
      continue;
    }
    const path = `clips/${row.language}/${row.id}.mp3`;
    await mkdir(join(options.dir, 'clips', row.language), { recursive: true });
    await writeFile(join(options.dir, path), bytes);
    release.rows.push({
      path,
      text: prompt.text,
      language: row.language,
      // What the speaker told about their voice (optional; empty when not given).
      variety: row.variety ?? '',
      ageRange: row.ageRange ?? '',
      gender: row.gender ?? '',
      speakerId: speakerId(options.salt, row.contributorId),
      licence: row.licence,
      durationMs: row.durationMs,
      upVotes: votes.get(row.id)?.up ?? 0,
      downVotes: votes.get(row.id)?.down ?? 0,
      credit: row.creditName,
    });
  }

  await mkdir(options.dir, { recursive: true });
  for (const language of new Set(release.rows.map((r) => r.language))) {
    const lines = release.rows
      .filter((r) => r.language === language)
      .map((r) =>
        [
          r.path,
          r.text,
          r.language,
          r.variety,
          r.ageRange,
          r.gender,
          r.speakerId,
          r.licence,
          r.durationMs,
          r.upVotes,
          r.downVotes,
          r.credit,
        ]
          .map(cell)
          .join('\t'),
      );
    await writeFile(join(options.dir, `${language}.tsv`), [DATASET_COLUMNS.join('\t'), ...lines].join('\n') + '\n');
  }
  await writeFile(join(options.dir, 'datasheet.md'), datasheet(release, REDISTRIBUTABLE_LICENCES));
  return release;
}
