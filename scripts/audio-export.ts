// `npm run audio:export [-- <language>]`: writes the approved community recordings into public/audio/ and declares
// them in content/audio/manifest.yaml (native, with the speaker's credit and licence), so a release ships them.
import { exportApprovedClips } from '../src/server/audio/export.ts';
import { withAudioDatabase } from './lib/audio-database.ts';

const language = process.argv[2];
if (language === '--help' || language === 'help') {
  console.log(
    'Usage: npm run audio:export [-- <language>]\nUses DATABASE_URL when set, else the embedded database under data/ (stop npm start first).',
  );
  process.exit(0);
}
await withAudioDatabase(language, async ({ db, catalogue, config }) => {
  const entries = await exportApprovedClips(db, catalogue, {
    contentDir: config.contentDir,
    publicDir: 'public',
    language,
  });
  for (const entry of entries) console.log(`wrote public/audio/${entry.file} (recorded by ${entry.voice})`);
  console.log(
    `audio:export — ${entries.length} approved recording${entries.length === 1 ? '' : 's'} written and declared in content/audio/manifest.yaml`,
  );
});
