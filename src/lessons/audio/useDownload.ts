import { useCallback, useEffect, useState } from 'react';
import { canStoreAudio, downloadAudio, storedAudio } from '@/lib/audio/downloads';
import { useAudioSettings } from './useAudioSettings.ts';

/** 'unsupported' without IndexedDB; 'checking' until the browser database has answered. */
export type DownloadState = 'unsupported' | 'checking' | 'absent' | 'saving' | 'saved' | 'failed';

/** Whether the file at `url` is kept for offline use, a way to keep it, and automatic keeping when the learner asked for it. */
export function useDownload(url: string, enabled: boolean): { state: DownloadState; download(): void } {
  const { autoDownload } = useAudioSettings();
  const [state, setState] = useState<DownloadState>(() => (enabled && canStoreAudio() ? 'checking' : 'unsupported'));

  const download = useCallback(() => {
    setState('saving');
    downloadAudio(url).then(
      () => setState('saved'),
      () => setState('failed'),
    );
  }, [url]);

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    void storedAudio(url).then((blob) => {
      if (live) setState(blob ? 'saved' : 'absent');
    });
    return () => {
      live = false;
    };
  }, [state, url]);

  useEffect(() => {
    if (autoDownload && state === 'absent') download();
  }, [autoDownload, state, download]);

  return { state, download };
}
