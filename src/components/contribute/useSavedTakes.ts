import { useEffect, useRef, useState } from 'react';
import type { AudioPrompt } from '@/lib/api/audio-endpoints';
import { loadTakes, restoredNotice, restoreTakes, saveTakes } from '@/lib/audio/saved-takes';
import { BATCH_SIZE, type BatchClip } from './batch';

/** How long the page waits for the device's takes before it records without them. */
const LOAD_TIMEOUT_MS = 3000;

interface Options {
  /** The signed-in speaker; without one nothing is kept. */
  owner: string | null;
  language: string;
  prompts: readonly AudioPrompt[];
  clips: readonly BatchClip[];
  setClips: (update: (current: BatchClip[]) => BatchClip[]) => void;
  /** What to tell the speaker about the takes that came back, or were dropped. */
  onNotice: (notice: string) => void;
}

/**
 * Keeps the batch on this device (src/lib/audio/saved-takes.ts): on load, the speaker's unsent takes in this language
 * come back into the batch; after every change the batch is written again, so sent and removed takes leave the
 * device. Returns the prompts that came back (not offered again) and whether the device cannot keep takes, in which
 * case the batch lives in the page only.
 */
export function useSavedTakes({ owner, language, prompts, clips, setClips, onNotice }: Options) {
  const [restored, setRestored] = useState<ReadonlySet<string>>(() => new Set());
  const [ready, setReady] = useState(false);
  const [lost, setLost] = useState(false);
  const latest = useRef({ prompts, onNotice });
  useEffect(() => {
    latest.current = { prompts, onNotice };
  });

  useEffect(() => {
    if (!owner) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The device kept no answer in time')), LOAD_TIMEOUT_MS);
    });
    Promise.race([loadTakes(owner, language), late])
      .then((records) => {
        if (!live) return;
        const { takes, dropped } = restoreTakes(records, owner, language, latest.current.prompts, BATCH_SIZE);
        const back = new Set(takes.map((take) => take.prompt.prompt));
        // A take recorded while the device answered stays, after the ones from before.
        setClips((current) => [
          ...takes.map((take) => ({ ...take })),
          ...current.filter((clip) => !back.has(clip.prompt.prompt)),
        ]);
        setRestored(back);
        const notice = restoredNotice(takes.length, dropped);
        if (notice) latest.current.onNotice(notice);
        setReady(true);
      })
      .catch(() => live && setLost(true))
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
    };
  }, [owner, language, setClips]);

  useEffect(() => {
    if (!owner || !ready || lost) return;
    saveTakes(owner, language, clips).catch(() => setLost(true));
  }, [owner, language, ready, lost, clips]);

  return { restored, lost };
}
