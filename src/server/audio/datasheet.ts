import type { DatasetLicence, DatasetRelease } from './dataset.ts';

/** 2.0 s, 12.5 min, 3.25 h. */
const spoken = (ms: number) =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : ms < 3_600_000
      ? `${(ms / 60_000).toFixed(1)} min`
      : `${(ms / 3_600_000).toFixed(2)} h`;

/** The datasheet.md of a voice release: what it holds per language, under which licences, and how it was made. */
export function datasheet(release: DatasetRelease, licences: Readonly<Record<string, DatasetLicence>>): string {
  const languages = [...new Set(release.rows.map((r) => r.language))].sort();
  const speakers = (rows: typeof release.rows) => new Set(rows.map((r) => r.speakerId)).size;
  const duration = (rows: typeof release.rows) => rows.reduce((sum, r) => sum + r.durationMs, 0);
  const table = languages.map((language) => {
    const rows = release.rows.filter((r) => r.language === language);
    return `| ${language} | ${rows.length} | ${speakers(rows)} | ${spoken(duration(rows))} |`;
  });
  const used = [...new Set(release.rows.map((r) => r.licence))].sort();
  return `# Lugha voices, release ${release.version}

Recordings of words and conversations of the Lugha courses, spoken by the community's native speakers and approved
by its reviewers. Version ${release.version} (the date it was made, UTC).

## Contents

| Language | Clips | Speakers | Duration |
|---|---|---|---|
${table.map((line) => `${line}\n`).join('')}| **All** | ${release.rows.length} | ${speakers(release.rows)} | ${spoken(duration(release.rows))} |

Files: \`clips/<language>/<clip id>.mp3\`, one \`<language>.tsv\` per language and this datasheet.

## Licence

Every clip carries its own licence in the \`licence\` column; this release holds:

${used.map((id) => `- \`${id}\`: ${licences[id]?.name ?? id}, ${licences[id]?.url ?? ''}`).join('\n') || '- (no clips)'}

An attribution licence asks you to credit the speaker: the \`credit\` column is the name each speaker chose to be
credited with ("Recorded by …" in the app).

## Columns of the TSV files

- \`path\`: the clip, relative to this directory.
- \`text\`: what is said, as the course writes it (a conversation's lines joined by " / ").
- \`language\`: the course's language.
- \`variety\`: the speaker's variety or dialect when they gave one (from the language's list, or \`other\` for one
  the list does not name); empty otherwise.
- \`age_range\`: the speaker's age range (18-29, 30-49, 50-69, 70+) when they gave one; empty otherwise.
- \`gender\`: woman, man, another or not said, when the speaker gave one; empty otherwise.
- \`speaker_id\`: a pseudonymous id, the same for one speaker across releases; never an account id or e-mail address.
- \`licence\`: the SPDX id of the licence the speaker granted.
- \`duration_ms\`: the length of the clip in milliseconds.
- \`up_votes\`, \`down_votes\`: the reviewers' approvals and rejections.
- \`credit\`: the name the speaker asked to be credited with.

## How it was made

Speakers signed in to Lugha, declared that they speak the language, and recorded each word or conversation in the
browser as a mono MP3 of 0.3 to 15 seconds, checked on the server by parsing it. Each clip was approved by one
administrator or by two reviewers of that language, never by its own speaker. \`npm run audio:dataset\` then wrote
every approved clip whose licence allows redistribution and whose prompt is still in the course.
${release.refused.length > 0 ? `${release.refused.length} approved clip(s) were left out (licence, or prompt no longer in the course).\n` : ''}`;
}
