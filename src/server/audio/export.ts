import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { Document, isMap, isSeq, parseDocument, type YAMLSeq } from 'yaml';
import { AUDIO_MANIFEST, audioFile, type AudioEntry } from '../../content/audio.ts';
import type { ApiCatalogue } from '../core/catalogue.ts';
import type { Db } from '../db/database.ts';
import { audioClips, audioSpeakers } from '../db/schema.ts';
import { findPrompt } from './prompts.ts';
import { databaseClipStorage } from './storage.ts';

export interface ExportOptions {
  contentDir: string;
  publicDir: string;
  /** Only this language; every language otherwise. */
  language?: string | undefined;
}

/**
 * Writes each prompt's newest approved recording to public/audio/<language>/<kind>/<key>.mp3 and declares it in the
 * audio manifest as native, with the speaker's credit, licence and variety, so a release ships it as a static file. A
 * synthesized entry of the same file gives way; other entries and the manifest's comments stay.
 */
export async function exportApprovedClips(
  db: Db,
  catalogue: ApiCatalogue,
  options: ExportOptions,
): Promise<AudioEntry[]> {
  const rows = await db
    .select({
      id: audioClips.id,
      language: audioClips.language,
      promptKey: audioClips.promptKey,
      creditName: audioClips.creditName,
      licence: audioClips.licence,
      variety: audioSpeakers.variety,
    })
    .from(audioClips)
    .leftJoin(
      audioSpeakers,
      and(eq(audioSpeakers.userId, audioClips.contributorId), eq(audioSpeakers.language, audioClips.language)),
    )
    .where(
      and(eq(audioClips.state, 'approved'), options.language ? eq(audioClips.language, options.language) : undefined),
    )
    .orderBy(desc(audioClips.decidedAt), desc(audioClips.createdAt));
  const storage = databaseClipStorage(db);
  const seen = new Set<string>();
  const entries: AudioEntry[] = [];
  for (const row of rows) {
    // Only prompts that still exist in the content; their file names come from the content's own slugs and ids.
    const prompt = findPrompt(catalogue, row.language, row.promptKey);
    if (!prompt || seen.has(`${row.language}/${prompt.prompt}`)) continue;
    const bytes = await storage.read(row.id);
    if (!bytes) continue;
    seen.add(`${row.language}/${prompt.prompt}`);
    const file = audioFile(row.language, prompt.kind, prompt.key);
    await mkdir(dirname(join(options.publicDir, 'audio', file)), { recursive: true });
    await writeFile(join(options.publicDir, 'audio', file), bytes);
    entries.push({
      file,
      language: row.language,
      kind: prompt.kind,
      key: prompt.key,
      text: prompt.text,
      source: 'native',
      voice: row.creditName,
      licence: row.licence,
      ...(row.variety ? { variety: row.variety } : {}),
    });
  }

  const manifestPath = join(options.contentDir, AUDIO_MANIFEST);
  const previous = await readFile(manifestPath, 'utf8').catch(() => undefined);
  const doc = previous ? parseDocument(previous) : new Document([]);
  if (!isSeq(doc.contents)) doc.contents = doc.createNode([]);
  const seq = doc.contents as YAMLSeq;
  const exported = new Set(entries.map((e) => e.file));
  seq.items = [
    ...seq.items.filter((item) => !(isMap(item) && exported.has(String(item.get('file'))))),
    ...entries.map((e) => doc.createNode(e)),
  ];
  await mkdir(dirname(manifestPath), { recursive: true });
  await writeFile(manifestPath, doc.toString({ lineWidth: 0 }));
  return entries;
}
