/** What the admin's New Content and Import do on Lugha: content lives in files, so each says how to add or bring them. */
export const CONTENT_GUIDE = {
  'New Content': {
    title: 'New lessons are files',
    steps: [
      'Run npm run content:new -- igbo 7-2 (a language and a lesson id): it writes a draft of the right type with every field to fill marked TODO.',
      'Fill it in, list its id in its unit in content/courses/<language>/course.yaml, and set status to review.',
      'Run npm run content:check until it reports no errors, then open a review. Published lessons appear here after the next build.',
    ],
  },
  Import: {
    title: 'Importing is copying files',
    steps: [
      'Copy lesson files into content/courses/<language>/lessons/, vocabulary into content/vocabulary/<language>.yaml and audio into public/audio/ with its entry in content/audio/manifest.yaml.',
      'Run npm run content:check: it names every file and field that needs fixing.',
      'Rebuild and restart the server: the catalogue syncs from the files by itself.',
    ],
  },
} as const;

export type ContentAction = keyof typeof CONTENT_GUIDE;

/** The guide for one of the admin header's actions, with where the full author's guide lives. */
export default function ContentGuide({ action, id }: { action: ContentAction; id: string }) {
  const guide = CONTENT_GUIDE[action];
  return (
    <section id={id} aria-label={guide.title} className="card mt-4 border-clay-100 bg-clay-50">
      <h2 className="text-lg font-bold">{guide.title}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-muted">
        The full guide for authors, with an example of every lesson type, is CONTENT.md at the top of the project.
      </p>
    </section>
  );
}
