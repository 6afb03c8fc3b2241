// `npm run audio:dataset`'s release, written from a real database with approved, pending and rejected clips.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue, type ApiCatalogue } from '../../src/server/core/catalogue.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { DATASET_COLUMNS, speakerId, writeDataset } from '../../src/server/audio/dataset.ts';
import { audioPrompts } from '../../src/server/audio/prompts.ts';
import { grantReviewer } from '../../src/server/audio/reviewers.ts';
import { audioClips } from '../../src/server/db/schema.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

const SALT = 'test-release-secret';
const NOW = new Date('2026-11-28T10:00:00Z');

/** Every file under `dir`, by path relative to it. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, path)));
    else found.push(path);
  }
  return found.sort();
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'audio:dataset', { timeout: 90_000 }, () => {
    const server = serverOn(driver);
    let catalogue: ApiCatalogue;
    let dir: string;
    const db = () => server().server.database.db;
    const api = (path: string, token: string, body?: { json?: unknown; mp3?: Buffer; method?: string }) =>
      fetch(`${server().url}/api${path}`, {
        method: body?.method ?? (body ? 'POST' : 'GET'),
        headers: {
          authorization: `Bearer ${token}`,
          ...(body?.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(body?.mp3 ? { 'content-type': 'audio/mpeg' } : {}),
        },
        ...(body?.json !== undefined ? { body: JSON.stringify(body.json) } : {}),
        ...(body?.mp3 ? { body: new Uint8Array(body.mp3) } : {}),
      });
    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, id: data.user!.id, token: data.session!.access_token };
    };
    const record = async (token: string, prompt: string, credit: string, bytes: Buffer) => {
      const query = new URLSearchParams({ prompt, credit, licence: 'CC-BY-SA-4.0' });
      const response = await api(`/audio/igbo/clips?${query}`, token, { mp3: bytes });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    const review = async (token: string, clipId: string, json: unknown) =>
      expect((await api(`/audio/clips/${clipId}/review`, token, { json })).status).toBe(200);

    const clips: Record<string, { id: string; bytes: Buffer; prompt: string }> = {};
    const people: Record<string, { email: string; id: string; token: string }> = {};

    beforeAll(async () => {
      catalogue = buildApiCatalogue(await readContent('content'));
      dir = await mkdtemp(join(tmpdir(), 'lugha-dataset-'));
      const words = audioPrompts(catalogue, 'igbo').filter((p) => p.kind === 'vocabulary');
      for (const label of ['ada', 'obi', 'admin', 'rev1', 'rev2']) people[label] = await account(label);
      for (const label of ['ada', 'obi'])
        expect((await api('/audio/igbo/speaker', people[label]!.token, { method: 'POST' })).status).toBe(200);
      // Ada tells her variety, age range and gender; Obi tells nothing.
      const details = { variety: 'Onitsha', ageRange: '30-49', gender: 'woman' };
      expect((await api('/audio/igbo/speaker', people['ada']!.token, { method: 'PUT', json: details })).status).toBe(
        200,
      );
      await grantAdmin(db(), people['admin']!.email);
      for (const label of ['rev1', 'rev2'])
        await grantReviewer(db(), people[label]!.email, 'igbo', ['igbo', 'yoruba', 'swahili', 'kriolu']);
      const plan = [
        ['byAdmin', 'ada', 'Ada O.', 0.8],
        ['byReviewers', 'obi', 'Obi', 1.2],
        ['pending', 'ada', 'Ada O.', 0.9],
        ['rejected', 'obi', 'Obi', 1.0],
        ['otherLicence', 'ada', 'Ada O.', 0.7],
      ] as const;
      for (const [i, [name, who, credit, seconds]] of plan.entries()) {
        const bytes = sineMp3(seconds);
        const prompt = words[i]!.prompt;
        clips[name] = { id: await record(people[who]!.token, prompt, credit, bytes), bytes, prompt };
      }
      await review(people['admin']!.token, clips['byAdmin']!.id, { verdict: 'approve' });
      await review(people['rev1']!.token, clips['byReviewers']!.id, { verdict: 'approve' });
      await review(people['rev2']!.token, clips['byReviewers']!.id, { verdict: 'approve' });
      await review(people['rev1']!.token, clips['rejected']!.id, { verdict: 'reject', reason: 'noisy' });
      await review(people['admin']!.token, clips['rejected']!.id, { verdict: 'reject', reason: 'noisy' });
      await review(people['admin']!.token, clips['otherLicence']!.id, { verdict: 'approve' });
      // No licence of the app forbids redistribution today; a clip under such a licence must still stay out.
      await db()
        .update(audioClips)
        .set({ licence: 'LicenseRef-All-Rights-Reserved' })
        .where(eq(audioClips.id, clips['otherLicence']!.id));
    }, 90_000);
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('writes the approved clips, one TSV row each with its columns, and nothing pending, rejected or unlicensed', async () => {
      const release = await writeDataset(db(), catalogue, { dir: join(dir, 'one'), salt: SALT, now: NOW });
      expect(release.version).toBe('2026-11-28');
      const tsv = (await readFile(join(dir, 'one', 'igbo.tsv'), 'utf8')).trimEnd().split('\n');
      expect(tsv[0]!.split('\t')).toEqual([...DATASET_COLUMNS]);
      expect(DATASET_COLUMNS.slice(0, 11)).toEqual([
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
      ]);
      const rows = tsv
        .slice(1)
        .map((line) => Object.fromEntries(line.split('\t').map((v, i) => [DATASET_COLUMNS[i], v])));
      const text = (prompt: string) => audioPrompts(catalogue, 'igbo').find((p) => p.prompt === prompt)!.text;
      expect(rows).toEqual([
        {
          path: `clips/igbo/${clips['byAdmin']!.id}.mp3`,
          text: text(clips['byAdmin']!.prompt),
          language: 'igbo',
          variety: 'Onitsha',
          age_range: '30-49',
          gender: 'woman',
          speaker_id: speakerId(SALT, people['ada']!.id),
          licence: 'CC-BY-SA-4.0',
          duration_ms: expect.stringMatching(/^(7|8|9)\d\d$/),
          up_votes: '1',
          down_votes: '0',
          credit: 'Ada O.',
        },
        {
          path: `clips/igbo/${clips['byReviewers']!.id}.mp3`,
          text: text(clips['byReviewers']!.prompt),
          language: 'igbo',
          variety: '',
          age_range: '',
          gender: '',
          speaker_id: speakerId(SALT, people['obi']!.id),
          licence: 'CC-BY-SA-4.0',
          duration_ms: expect.stringMatching(/^1[12]\d\d$/),
          up_votes: '2',
          down_votes: '0',
          credit: 'Obi',
        },
      ]);
      expect(release.refused).toEqual([
        expect.objectContaining({ clipId: clips['otherLicence']!.id, reason: expect.stringMatching(/licence/) }),
      ]);
      // The files are the clips, byte for byte, and nothing else is written.
      for (const name of ['byAdmin', 'byReviewers'])
        expect(
          (await readFile(join(dir, 'one', 'clips', 'igbo', `${clips[name]!.id}.mp3`))).equals(clips[name]!.bytes),
        ).toBe(true);
      expect(await filesUnder(join(dir, 'one'))).toEqual(
        [
          'datasheet.md',
          'igbo.tsv',
          `clips/igbo/${clips['byAdmin']!.id}.mp3`,
          `clips/igbo/${clips['byReviewers']!.id}.mp3`,
        ].sort(),
      );
    });

    it('puts no e-mail address or account id in any file, and gives a speaker the same pseudonymous id in every release', async () => {
      await writeDataset(db(), catalogue, { dir: join(dir, 'two'), salt: SALT, now: NOW });
      for (const file of await filesUnder(join(dir, 'two'))) {
        const content = (await readFile(join(dir, 'two', file))).toString('latin1');
        for (const person of Object.values(people)) {
          expect(content, file).not.toContain(person.email);
          expect(content, file).not.toContain(person.id);
        }
      }
      const ids = (await readFile(join(dir, 'two', 'igbo.tsv'), 'utf8'))
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[DATASET_COLUMNS.indexOf('speaker_id')]);
      expect(ids).toEqual([speakerId(SALT, people['ada']!.id), speakerId(SALT, people['obi']!.id)]);
      expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(speakerId('another-secret', people['ada']!.id)).not.toBe(ids[0]);
    });

    it('writes a datasheet with counts per language, speakers, duration, the licence and how it was made', async () => {
      const sheet = await readFile(join(dir, 'one', 'datasheet.md'), 'utf8');
      expect(sheet).toContain('# Lugha voices, release 2026-11-28');
      expect(sheet).toMatch(/\| igbo \| 2 \| 2 \| [12]\.\d s \|/);
      expect(sheet).toMatch(/\| \*\*All\*\* \| 2 \| 2 \|/);
      expect(sheet).toContain(
        '`CC-BY-SA-4.0`: Creative Commons Attribution-ShareAlike 4.0 International, https://creativecommons.org/licenses/by-sa/4.0/legalcode',
      );
      expect(sheet).toContain('## How it was made');
      expect(sheet).toContain('1 approved clip(s) were left out');
    });

    it('refuses to write into a directory that already holds files', async () => {
      await expect(writeDataset(db(), catalogue, { dir: join(dir, 'one'), salt: SALT, now: NOW })).rejects.toThrow(
        /already holds files/,
      );
      expect((await stat(join(dir, 'one', 'igbo.tsv'))).isFile()).toBe(true);
    });
  });
});
