import { useState } from 'react';
import { getAdminContent, type ContentItem } from '@/lib/api';
import { typeLabel } from '@/lib/format';
import ContentStatusBadge from './ContentStatusBadge';
import Status from './Status';
import { useApi, type Loaded } from './useApi';

const FILTERS = ['all', 'published', 'review', 'draft'] as const;
const SECTIONS = ['Manage Lessons', 'Vocabulary', 'Audio Files', 'Cultural Stories'] as const;
type Section = (typeof SECTIONS)[number];

/** Where the sections without a list of their own live, since content is files (CONTENT.md). */
const FILE_SECTIONS: Partial<Record<Section, string>> = {
  Vocabulary:
    'The words each course teaches are listed in content/vocabulary/<language>.yaml, one file per language, each word with its slug, unit and meaning. npm run content:check checks them against the lessons.',
  'Audio Files':
    'Recordings are MP3 files under public/audio/<language>/<kind>/, each declared in content/audio/manifest.yaml with what it says and whether a native speaker or a synthesizer made it, and the recordings speakers contribute on /contribute/<language>, which learners hear once approved. The Overview counts both.',
};

/** Content: the spec's four section buttons, each showing its part (lesson files, stories, or where the files live). */
export default function ContentTab() {
  const [loaded, retry] = useApi(getAdminContent, 'content');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [section, setSection] = useState<Section>('Manage Lessons');
  const fileText = FILE_SECTIONS[section];
  return (
    <section aria-label="Content">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" role="group" aria-label="Content sections">
        {SECTIONS.map((label) => (
          <button
            key={label}
            type="button"
            className={label === section ? 'btn-primary' : 'btn-secondary'}
            aria-pressed={label === section}
            onClick={() => setSection(label)}
          >
            {label}
          </button>
        ))}
      </div>
      {fileText ? (
        <div className="card mt-4 text-sm" data-content-section={section}>
          <p>{fileText} See CONTENT.md for the full guide.</p>
          {section === 'Audio Files' && (
            <a className="btn-primary mt-3" href="/review-audio">
              Review contributed recordings
            </a>
          )}
        </div>
      ) : (
        <ContentList
          loaded={loaded}
          retry={retry}
          filter={filter}
          setFilter={setFilter}
          storiesOnly={section === 'Cultural Stories'}
        />
      )}
    </section>
  );
}

function ContentList({
  loaded,
  retry,
  filter,
  setFilter,
  storiesOnly,
}: {
  loaded: Loaded<ContentItem[]>;
  retry: () => void;
  filter: (typeof FILTERS)[number];
  setFilter: (f: (typeof FILTERS)[number]) => void;
  storiesOnly: boolean;
}) {
  const noun = storiesOnly ? 'cultural stories' : 'lessons';
  return (
    <>
      <p className="mt-4 text-sm text-muted">
        Lessons are files under content/: edit them there and open a review (see CONTENT.md).
      </p>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Show lessons by status</legend>
        {FILTERS.map((f) => (
          <label
            key={f}
            className={`cursor-pointer rounded-full border-2 px-3 py-1 text-sm font-semibold capitalize has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${filter === f ? 'border-clay-600 bg-clay-50' : 'border-sand bg-white'}`}
          >
            <input
              type="radio"
              name="content-filter"
              value={f}
              checked={filter === f}
              onChange={() => setFilter(f)}
              className="sr-only"
            />
            {f}
          </label>
        ))}
      </fieldset>
      <div className="mt-3">
        <Status loaded={loaded} retry={retry}>
          {(items) => {
            const shown = items.filter(
              (i) => (filter === 'all' || i.status === filter) && (!storiesOnly || i.type === 'cultural-story'),
            );
            return shown.length === 0 ? (
              <p className="card text-muted">
                No {filter === 'all' ? '' : `${filter} `}
                {noun}.
              </p>
            ) : (
              <div className="overflow-x-auto rounded-2xl border border-sand bg-white">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <caption className="sr-only">Lesson files</caption>
                  <thead className="bg-sand/60">
                    <tr>
                      {['Title', 'Language', 'Type', 'Author', 'Last modified', 'Status'].map((h) => (
                        <th key={h} scope="col" className="px-3 py-2 font-semibold">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-sand">
                    {shown.map((i) => (
                      <tr key={`${i.language}/${i.id}`}>
                        <th scope="row" className="px-3 py-2 font-semibold">
                          {i.title} <span className="font-normal text-muted">({i.id})</span>
                        </th>
                        <td className="px-3 py-2 capitalize">{i.language}</td>
                        <td className="px-3 py-2">{typeLabel(i.type)}</td>
                        <td className="px-3 py-2">{i.author}</td>
                        <td className="px-3 py-2">{i.lastModified}</td>
                        <td className="px-3 py-2">
                          <ContentStatusBadge status={i.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }}
        </Status>
      </div>
    </>
  );
}
