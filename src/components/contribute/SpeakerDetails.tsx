import { useEffect, useId, useState } from 'react';
import {
  OTHER_VARIETY,
  OTHER_VARIETY_CHOICE,
  SPEAKER_AGE_RANGES,
  SPEAKER_GENDERS,
  varietyChoices,
} from '@/domain/speakerDetails';
import { defaultApiClient } from '@/lib/session/api-client';
import { getSpeakerDetails, saveSpeakerDetails, type SpeakerDetailsChoice } from '@/lib/api/speaker-endpoints';

const empty: SpeakerDetailsChoice = { variety: null, ageRange: null, gender: null };

/**
 * "About your voice (optional)": the speaker's variety from the language's list, age range and gender, remembered on
 * the server for every recording. Learners read the variety beside the credit ('Onitsha speaker').
 */
export default function SpeakerDetails({ language }: { language: string }) {
  const id = useId();
  const [varieties, setVarieties] = useState<string[]>([]);
  const [choice, setChoice] = useState<SpeakerDetailsChoice>(empty);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getSpeakerDetails(defaultApiClient(), language).then(
      (state) => {
        setVarieties(Array.isArray(state.varieties) ? state.varieties : []);
        setChoice({ variety: state.variety ?? null, ageRange: state.ageRange ?? null, gender: state.gender ?? null });
      },
      () => setVarieties([]),
    );
  }, [language]);

  const save = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await saveSpeakerDetails(defaultApiClient(), language, choice);
      setStatus({ text: 'Saved. Your next recordings carry these details.', failed: false });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : 'Failed to save your details', failed: true });
    } finally {
      setBusy(false);
    }
  };
  const pick = (key: keyof SpeakerDetailsChoice) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setChoice({ ...choice, [key]: event.target.value || null });

  return (
    <details className="card p-4">
      <summary className="cursor-pointer font-semibold">About your voice (optional)</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-muted">
          Learners see your variety beside your name (“Onitsha speaker”, or “Native speaker” when yours is not listed).
          Age range and gender go only into the open voice dataset, to show whose voices it holds. Leave any of them
          empty.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-variety`}>
            Variety or dialect
            <select
              id={`${id}-variety`}
              className="rounded-xl border border-sand bg-white px-3 py-2"
              value={choice.variety ?? ''}
              onChange={pick('variety')}
            >
              <option value="">Not said</option>
              {varietyChoices(varieties).map((v) => (
                <option key={v} value={v}>
                  {v === OTHER_VARIETY ? OTHER_VARIETY_CHOICE : v}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-age`}>
            Age range
            <select
              id={`${id}-age`}
              className="rounded-xl border border-sand bg-white px-3 py-2"
              value={choice.ageRange ?? ''}
              onChange={pick('ageRange')}
            >
              <option value="">Not said</option>
              {SPEAKER_AGE_RANGES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-gender`}>
            Gender
            <select
              id={`${id}-gender`}
              className="rounded-xl border border-sand bg-white px-3 py-2"
              value={choice.gender ?? ''}
              onChange={pick('gender')}
            >
              <option value="">Leave empty</option>
              {SPEAKER_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g[0]!.toUpperCase() + g.slice(1)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex items-center gap-3">
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void save()}>
            Save details
          </button>
          {status && (
            <p role={status.failed ? 'alert' : 'status'} className={status.failed ? 'text-red-700' : 'text-sm'}>
              {status.text}
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
