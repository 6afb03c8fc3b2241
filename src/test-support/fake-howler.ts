import type { HowlOptions } from 'howler';

/**
 * A stand-in for howler's Howl in tests, where happy-dom has no Web Audio or media playback. It keeps
 * howler's side of the contract (queued play until loaded, events through the on… options) and lets a
 * test say what the browser answered: loaded, failed to load, refused to play, reached the end.
 */
export class FakeHowl {
  static instances: FakeHowl[] = [];
  static reset(): void {
    FakeHowl.instances = [];
  }
  static last(): FakeHowl {
    const howl = FakeHowl.instances.at(-1);
    if (!howl) throw new Error('no Howl was created');
    return howl;
  }

  readonly options: HowlOptions;
  readonly calls: string[] = [];
  loadState: 'unloaded' | 'loading' | 'loaded' = 'unloaded';
  playing = false;
  position = 0;
  currentRate: number;
  muted: boolean;
  unloaded = false;
  private length = 0;
  private queuedPlay = false;
  private readonly id = 1000 + FakeHowl.instances.length;

  constructor(options: HowlOptions) {
    this.options = options;
    this.currentRate = options.rate ?? 1;
    this.muted = options.mute ?? false;
    FakeHowl.instances.push(this);
    if (options.preload !== false) this.load();
  }

  get src(): string[] {
    const src = this.options.src;
    return typeof src === 'string' ? [src] : src;
  }

  // What the browser answers.
  finishLoading(seconds = 12): void {
    this.length = seconds;
    this.loadState = 'loaded';
    this.options.onload?.(this.id);
    if (this.queuedPlay) {
      // howler plays what was asked for while loading.
      this.queuedPlay = false;
      this.playing = true;
      this.options.onplay?.(this.id);
    }
  }
  failLoading(detail: unknown): void {
    this.options.onloaderror?.(this.id, detail);
  }
  refusePlay(detail: unknown): void {
    this.playing = false;
    this.options.onplayerror?.(this.id, detail);
  }
  advanceTo(seconds: number): void {
    this.position = seconds;
  }
  end(): void {
    this.playing = false;
    this.position = 0;
    this.options.onend?.(this.id);
  }

  // howler's API, as far as the players use it.
  load(): this {
    this.calls.push('load');
    this.loadState = 'loading';
    return this;
  }
  state(): 'unloaded' | 'loading' | 'loaded' {
    return this.loadState;
  }
  play(): number {
    this.calls.push('play');
    if (this.loadState !== 'loaded') {
      this.queuedPlay = true;
      return this.id;
    }
    this.playing = true;
    this.options.onplay?.(this.id);
    return this.id;
  }
  pause(): this {
    this.calls.push('pause');
    this.playing = false;
    this.options.onpause?.(this.id);
    return this;
  }
  stop(): this {
    this.calls.push('stop');
    this.playing = false;
    this.position = 0;
    return this;
  }
  seek(...args: number[]): number | this {
    if (args.length <= 1) return this.position;
    this.calls.push(`seek ${args[0]}`);
    this.position = args[0] ?? 0;
    return this;
  }
  rate(rate: number): this {
    this.currentRate = rate;
    return this;
  }
  mute(muted: boolean): this {
    this.muted = muted;
    return this;
  }
  duration(): number {
    return this.length;
  }
  unload(): null {
    this.unloaded = true;
    return null;
  }
}

/** The module shape `import('howler')` resolves to. */
export const fakeHowlerModule = { Howl: FakeHowl, Howler: {} };
