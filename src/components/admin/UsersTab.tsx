import { useEffect, useId, useState } from 'react';
import { getAdminUsers } from '@/lib/api';
import ReviewerRoles from './ReviewerRoles';
import Status from './Status';
import { useApi } from './useApi';

const PAGE_SIZE = 20;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/**
 * Users: learners with XP, streak, languages, last activity and the languages they review (granted and removed here);
 * searched by e-mail or username, 20 per page.
 */
export default function UsersTab({ languages = [] }: { languages?: readonly { code: string; name: string }[] }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  // Search as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const [loaded, retry] = useApi(
    (client) => getAdminUsers(client, { search, page, pageSize: PAGE_SIZE }),
    `users:${search}:${page}`,
  );
  return (
    <section aria-label="Learners">
      <p className="text-muted">Review learner progress and manage user accounts.</p>
      <div className="mt-4 flex flex-col gap-1 md:max-w-sm">
        <label htmlFor={searchId} className="text-sm font-semibold">
          Search learners
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="E-mail or username"
          className="min-h-11 rounded-xl border-2 border-sand bg-white px-3 py-2 focus:border-clay-500 focus:outline-none"
        />
      </div>
      <div className="mt-4">
        <Status loaded={loaded} retry={retry}>
          {({ learners, total }) => {
            const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
            return (
              <>
                <p role="status" className="text-sm text-muted">
                  {total === 0
                    ? search
                      ? `No learner matches '${search}'.`
                      : 'No learners yet.'
                    : `${total.toLocaleString('en')} learner${total === 1 ? '' : 's'}`}
                </p>
                {learners.length > 0 && (
                  <div className="mt-2 overflow-x-auto rounded-2xl border border-sand bg-white">
                    <table className="w-full min-w-[56rem] text-left text-sm">
                      <caption className="sr-only">Learners, newest first</caption>
                      <thead className="bg-sand/60">
                        <tr>
                          {['Learner', 'XP', 'Streak', 'Languages', 'Last activity', 'Reviews'].map((h) => (
                            <th key={h} scope="col" className="px-3 py-2 font-semibold">
                              {h}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-sand">
                        {learners.map((l) => (
                          <tr key={l.id} data-learner={l.email || l.id}>
                            <th scope="row" className="px-3 py-2 font-normal">
                              <span className="font-semibold">{l.username}</span>
                              {l.role === 'admin' && (
                                <span className="badge ml-2 bg-clay-100 text-clay-700">admin</span>
                              )}
                              {l.subscription === 'premium' && (
                                <span className="badge ml-2 bg-sun-300 text-ink">premium</span>
                              )}
                              <span className="block text-muted">{l.email}</span>
                            </th>
                            <td className="px-3 py-2">{l.totalXP.toLocaleString('en')}</td>
                            <td className="px-3 py-2">
                              {l.streak} {l.streak === 1 ? 'day' : 'days'}
                            </td>
                            <td className="px-3 py-2 capitalize">{l.languages.join(', ') || '—'}</td>
                            <td className="px-3 py-2">
                              {l.lastActivity ? dateFormat.format(new Date(l.lastActivity)) : '—'}
                            </td>
                            <td className="px-3 py-2">
                              {l.role === 'admin' ? (
                                <span className="text-muted">Every language (admin)</span>
                              ) : (
                                <ReviewerRoles
                                  userId={l.id}
                                  username={l.username}
                                  granted={l.reviewerLanguages}
                                  languages={languages}
                                />
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                {pages > 1 && (
                  <nav aria-label="Learner pages" className="mt-3 flex items-center gap-3">
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1 text-sm"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                    >
                      Previous
                    </button>
                    <span className="text-sm">
                      Page {page} of {pages}
                    </span>
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1 text-sm"
                      disabled={page >= pages}
                      onClick={() => setPage(page + 1)}
                    >
                      Next
                    </button>
                  </nav>
                )}
              </>
            );
          }}
        </Status>
      </div>
    </section>
  );
}
