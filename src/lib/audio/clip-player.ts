import type { Howl } from 'howler';
import { failedToLoad, loadErrorMessage, playErrorMessage } from './errors.ts';
import { loadHowler, type HowlerModule } from './howler.ts';

/** The audio player's states (docs/product/lessons.md §4); the end of the clip returns to 'idle' at the start. */
export type PlaybackState = 'idle' | 'loading' | 'playing' | 'paused' | 'error';
/** Whether the sound file is loaded (docs/product/lessons.md §4). */
export type SoundState = 'unloaded' | 'loading' | 'loaded';

/** The speed menu (docs/product/lessons.md §2). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export interface ClipSnapshot {
  playback: PlaybackState;
  sound: SoundState;
  /** Seconds from the start. */
  position: number;
  /** Seconds; 0 until the file is loaded. */
  duration: number;
  rate: PlaybackRate;
  muted: boolean;
  /** What failed, in the words of the error catalogue; set in the 'error' state. */
  error: string | null;
  /** A passing notice (the browser refused to start sound), cleared on the next Play. */
  notice: string | null;
}

/** How the file loads (see loadingFor in howler.ts). */
export interface ClipLoading {
  /** HTML5 Audio streams; Web Audio fetches and decodes the whole file first. */
  html5: boolean;
  /** Fetch the file as soon as the player is prepared, or only on the first Play. */
  preload: boolean;
}

export interface ClipPlayerOptions {
  url: string;
  /** A copy kept for offline use, played instead of the network when present. */
  storedCopy?: ((url: string) => Promise<Blob | undefined>) | undefined;
  loadHowler?: (() => Promise<HowlerModule>) | undefined;
  /** How often the position is read while playing, in ms. */
  tickMs?: number | undefined;
}

export interface ClipPlayer {
  getSnapshot(): ClipSnapshot;
  subscribe(listener: () => void): () => void;
  /** The player is on screen: create the sound, and fetch the file if `loading.preload` says so. */
  prepare(loading: ClipLoading): void;
  /** Plays; a player not prepared yet streams the file from here. */
  play(): void;
  pause(): void;
  /** Back to the start and playing. */
  restart(): void;
  /** Stops and returns to the start. */
  stop(): void;
  seek(seconds: number): void;
  setRate(rate: PlaybackRate): void;
  setMuted(muted: boolean): void;
  /** Releases the sound and starts afresh; the player may be prepared again (React mounts twice in development). */
  dispose(): void;
}

const INITIAL: ClipSnapshot = {
  playback: 'idle',
  sound: 'unloaded',
  position: 0,
  duration: 0,
  rate: 1,
  muted: false,
  error: null,
  notice: null,
};

const formatOf = (url: string) => /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? 'mp3';

/** A player for one audio clip on top of howler: the state machine of docs/product/lessons.md §4 and the error messages of §8. */
export function createClipPlayer(options: ClipPlayerOptions): ClipPlayer {
  const listeners = new Set<() => void>();
  let snapshot = INITIAL;
  let howl: Howl | null = null;
  let creating: Promise<Howl | null> | null = null;
  let soundId: number | undefined;
  let objectUrl: string | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let loading: ClipLoading = { html5: true, preload: false };
  // Bumped on dispose, so that a sound created after the player went away is dropped.
  let generation = 0;

  const set = (patch: Partial<ClipSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const stopTicker = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };
  const startTicker = () => {
    stopTicker();
    ticker = setInterval(() => {
      if (howl && soundId !== undefined) set({ position: howl.seek(soundId) });
    }, options.tickMs ?? 250);
  };
  const release = () => {
    stopTicker();
    howl?.unload();
    howl = null;
    creating = null;
    soundId = undefined;
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrl = null;
  };
  const fail = (error: string) => {
    release();
    set({ playback: 'error', sound: 'unloaded', position: 0, error });
  };

  const build = async (generationAtStart: number): Promise<Howl | null> => {
    const stored = await options.storedCopy?.(options.url).catch(() => undefined);
    const { Howl } = await (options.loadHowler ?? loadHowler)();
    if (generationAtStart !== generation) return null;
    if (stored) objectUrl = URL.createObjectURL(stored);
    const shownUrl = stored ? undefined : options.url;
    const sound: Howl = new Howl({
      src: [objectUrl ?? options.url],
      format: [formatOf(options.url)],
      html5: loading.html5,
      preload: loading.preload,
      rate: snapshot.rate,
      mute: snapshot.muted,
      onload: () => set({ sound: 'loaded', duration: sound.duration() }),
      onloaderror: (_id, detail) => fail(loadErrorMessage(detail, shownUrl)),
      onplay: () => {
        set({ playback: 'playing', notice: null });
        startTicker();
      },
      onplayerror: (_id, detail) => {
        const { blocked, message } = playErrorMessage(detail);
        if (!blocked) return fail(message);
        stopTicker();
        set({ playback: snapshot.position > 0 ? 'paused' : 'idle', notice: message });
      },
      onend: () => {
        stopTicker();
        set({ playback: 'idle', position: 0 });
      },
    });
    howl = sound;
    if (loading.preload) set({ sound: 'loading' });
    return sound;
  };

  const ensureSound = (): Promise<Howl | null> => {
    creating ??= build(generation).catch(() => {
      fail(failedToLoad(options.url));
      return null;
    });
    return creating;
  };

  const startPlaying = (sound: Howl) => {
    if (sound.state() === 'unloaded') {
      set({ sound: 'loading' });
      sound.load();
    }
    // A sound played before keeps its own position; a first play starts where the learner seeked to.
    const first = soundId === undefined;
    soundId = sound.play(soundId);
    if (first && snapshot.position > 0) sound.seek(snapshot.position, soundId);
  };

  const play = () => {
    if (snapshot.playback === 'playing' || snapshot.playback === 'loading') return;
    set({ playback: snapshot.sound === 'loaded' ? snapshot.playback : 'loading', error: null, notice: null });
    void ensureSound().then((sound) => {
      if (sound && snapshot.playback !== 'error') startPlaying(sound);
    });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare(how) {
      if (creating) return;
      loading = how;
      void ensureSound();
    },
    play,
    pause() {
      if (!howl || snapshot.playback !== 'playing') return;
      howl.pause(soundId);
      stopTicker();
      set({ playback: 'paused', position: howl.seek(soundId) });
    },
    restart() {
      if (snapshot.playback === 'error') return;
      if (howl && soundId !== undefined) howl.seek(0, soundId);
      set({ position: 0 });
      play();
    },
    stop() {
      stopTicker();
      howl?.stop(soundId);
      if (snapshot.playback !== 'error') set({ playback: 'idle', position: 0 });
    },
    seek(seconds) {
      if (!howl || snapshot.sound !== 'loaded') return;
      const position = Math.min(Math.max(0, seconds), snapshot.duration);
      if (soundId !== undefined) howl.seek(position, soundId);
      set({ position, playback: snapshot.playback === 'idle' && position > 0 ? 'paused' : snapshot.playback });
    },
    setRate(rate) {
      howl?.rate(rate);
      set({ rate });
    },
    setMuted(muted) {
      howl?.mute(muted);
      set({ muted });
    },
    dispose() {
      generation += 1;
      release();
      snapshot = { ...INITIAL, rate: snapshot.rate, muted: snapshot.muted };
      for (const listener of listeners) listener();
    },
  };
}
