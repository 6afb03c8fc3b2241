import { useState } from 'react';
import { getAdminContent } from '@/lib/api';
import { typeLabel } from '@/lib/format';
import ContentStatusBadge from './ContentStatusBadge';
import Status from './Status';
import { useApi } from './useApi';

const FILTERS = ['all', 'published', 'review', 'draft'] as const;

/** Content: the spec's four section buttons, and every lesson file with its status, filterable. */
export default function ContentTab() {
  const [loaded, retry] = useApi(getAdminContent, 'content');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  return (
    <section aria-label="Content">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {['Manage Lessons', 'Vocabulary', 'Audio Files', 'Cultural Stories'].map((label) => (
          <button key={label} type="button" className="btn-secondary">
            {label}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">Lessons are files under content/: edit them there and open a review (see CONTENT.md).</p>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Show lessons by status</legend>
        {FILTERS.map((f) => (
          <label key={f} className={`cursor-pointer rounded-full border-2 px-3 py-1 text-sm font-semibold capitalize has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${filter === f ? 'border-clay-600 bg-clay-50' : 'border-sand bg-white'}`}>
            <input type="radio" name="content-filter" value={f} checked={filter === f} onChange={() => setFilter(f)} className="sr-only" />
            {f}
          </label>
        ))}
      </fieldset>
      <div className="mt-3">
        <Status loaded={loaded} retry={retry}>
          {(items) => {
            const shown = items.filter((i) => filter === 'all' || i.status === filter);
            return shown.length === 0 ? (
              <p className="card text-muted">No {filter === 'all' ? '' : `${filter} `}lessons.</p>
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
    </section>
  );
}
