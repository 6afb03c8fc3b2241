import { useId, useState } from 'react';
import { OTHER_VARIETY, OTHER_VARIETY_FILTER } from '@/domain/speakerDetails';
import { defaultApiClient } from '@/lib/api';
import { getAdminClipAudio, getAdminClips, withdrawAdminClip, type AdminClip } from '@/lib/api/admin-audio-endpoints';
import { ADMIN_CLIP_STATES, type AdminClipFilterField, type AdminClipFilters } from '@/shared/admin-clip-filters';
import FilterSelect, { FILTER_FIELD } from './FilterSelect';
import Status from './Status';
import { useApi } from './useApi';

type Languages = readonly { code: string; name: string }[];

/** Audio Files: community recordings with filters (language, state, speaker, variety), play, withdraw, pages. */
export default function AudioFilesTab({ languages }: { languages: Languages }) {
  const speakerId = useId();
  const [filters, setFilters] = useState<AdminClipFilters>({ page: 1 });
  const [speaker, setSpeaker] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [loaded, retry] = useApi((client) => getAdminClips(client, filters), JSON.stringify(filters));
  const set = (key: AdminClipFilterField, value: string) =>
    setFilters({ ...filters, [key]: value, ...(key === 'language' ? { variety: '' } : {}), page: 1 });
  const varieties = loaded.state === 'ready' ? loaded.data.varieties : [];

  return (
    <section aria-label="Audio Files" className="flex flex-col gap-4">
      <p className="text-muted">
        Every community recording, newest first. Withdrawing one stops it being served at once and is written to the
        audit log; a file already exported into a release stays there until the next export.
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          set('speaker', speaker.trim());
        }}
      >
        <FilterSelect
          label="Language"
          anyLabel="All languages"
          value={filters.language ?? ''}
          options={languages.map((l) => ({ value: l.code, label: l.name }))}
          onChange={(value) => set('language', value)}
        />
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          value={filters.state ?? ''}
          options={ADMIN_CLIP_STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
          onChange={(value) => set('state', value)}
        />
        <FilterSelect
          label="Variety"
          anyLabel="Any variety"
          value={filters.variety ?? ''}
          options={varieties.map((v) => ({ value: v, label: v === OTHER_VARIETY ? OTHER_VARIETY_FILTER : v }))}
          onChange={(value) => set('variety', value)}
        />
        <label htmlFor={speakerId} className="flex flex-col gap-1 text-sm">
          Speaker
          <input
            id={speakerId}
            type="search"
            className={FILTER_FIELD}
            placeholder="Credit name or account id"
            value={speaker}
            onChange={(e) => setSpeaker(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-secondary px-4 py-2">
          Search
        </button>
      </form>
      {notice && (
        <p role="status" className="rounded-xl bg-sand px-4 py-2">
          {notice}
        </p>
      )}
      <Status loaded={loaded} retry={retry}>
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
          return (
            <>
              <p className="text-sm text-muted">
                {page.total} recording{page.total === 1 ? '' : 's'} · page {page.page} of {pages}
              </p>
              {page.clips.length === 0 ? (
                <p className="card text-muted">No recordings match these filters.</p>
              ) : (
                <ul className="flex flex-col gap-3" aria-label="Recordings">
                  {page.clips.map((clip) => (
                    <ClipRow
                      key={clip.id}
                      clip={clip}
                      onWithdrawn={() => {
                        setNotice(`Withdrew “${clip.text}” by ${clip.creditName}.`);
                        retry();
                      }}
                    />
                  ))}
                </ul>
              )}
              <nav aria-label="Pages" className="flex items-center gap-3">
                <button
                  type="button"
                  className="btn-secondary px-4 py-2"
                  disabled={page.page <= 1}
                  onClick={() => setFilters({ ...filters, page: page.page - 1 })}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="btn-secondary px-4 py-2"
                  disabled={page.page >= pages}
                  onClick={() => setFilters({ ...filters, page: page.page + 1 })}
                >
                  Next
                </button>
              </nav>
            </>
          );
        }}
      </Status>
    </section>
  );
}

function ClipRow({ clip, onWithdrawn }: { clip: AdminClip; onWithdrawn: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const variety = clip.variety === OTHER_VARIETY ? 'Other variety' : clip.variety && `${clip.variety} speaker`;
  const about = [variety, clip.ageRange, clip.gender].filter(Boolean).join(' · ');
  const play = async () => {
    try {
      setUrl(URL.createObjectURL(await getAdminClipAudio(defaultApiClient(), clip)));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const withdraw = async () => {
    try {
      await withdrawAdminClip(defaultApiClient(), clip.id);
      onWithdrawn();
    } catch (e) {
      setError((e as Error).message);
      setConfirming(false);
    }
  };
  return (
    <li className="card flex flex-col gap-2 p-4" aria-label={`${clip.text} by ${clip.creditName}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">{clip.text}</p>
        <span className="rounded-full bg-sand px-3 py-0.5 text-sm">{clip.state}</span>
      </div>
      <p className="text-sm text-muted">
        {clip.language} · {clip.prompt} · {(clip.durationMs / 1000).toFixed(1)} s · {clip.creditName}
        {about && ` · ${about}`} · {new Date(clip.createdAt).toLocaleDateString()}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {url ? (
          // A community recording has no captions: it is the spoken word shown above.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio controls autoPlay src={url} aria-label={`Recording of ${clip.text}`} />
        ) : (
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => void play()}>
            Play
          </button>
        )}
        {confirming ? (
          <>
            <span>Withdraw this recording? Learners stop hearing it at once.</span>
            <button type="button" className="btn-primary px-4 py-2" onClick={() => void withdraw()}>
              Yes, withdraw
            </button>
            <button type="button" className="btn-secondary px-4 py-2" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => setConfirming(true)}>
            Withdraw
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
