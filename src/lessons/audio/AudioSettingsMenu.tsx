import { useEffect, useId, useRef, useState } from 'react';
import type { AudioQuality } from '@/domain';
import { setAudioSetting, type AudioSettings } from '@/stores/audio';
import { useAudioQuality, useAudioSettings } from './useAudioSettings.ts';

interface Props {
  /** The lesson has audio of its own (not only sound effects). */
  hasAudio: boolean;
}

const QUALITY_NAMES: Record<AudioQuality, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** The header's audio badge: it opens the audio settings (docs/product/lessons.md §3); Escape or a click elsewhere closes them. */
export default function AudioSettingsMenu({ hasAudio }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn-ghost px-3 py-1 text-sm"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{hasAudio ? '🔊' : '🔈'}</span> Audio
        <span className="sr-only"> settings{hasAudio ? '' : ' (this lesson has no recordings yet)'}</span>
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        role="group"
        aria-label="Audio settings"
        hidden={!open}
        className="absolute left-0 z-20 mt-2 w-72 sm:right-0 sm:left-auto max-w-[calc(100vw-2rem)] rounded-xl border-2 border-sand bg-white p-3 text-left text-sm shadow-lg"
      >
        {open && <SettingsControls />}
      </div>
    </div>
  );
}

/** The settings themselves, rendered only while the menu is open: reading the automatic quality starts the latency probe. */
function SettingsControls() {
  const id = useId();
  const settings = useAudioSettings();
  const quality = useAudioQuality();
  const flag = (key: 'preferNative' | 'autoDownload' | 'soundEffects', label: string, hint: string) => (
    <div className="py-1.5">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-clay-600"
          checked={settings[key]}
          aria-describedby={`${id}-${key}`}
          onChange={(event) => setAudioSetting(key, event.target.checked)}
        />
        {label}
      </label>
      <p id={`${id}-${key}`} className="pl-6 text-xs text-muted">
        {hint}
      </p>
    </div>
  );

  return (
    <>
      <p className="mb-1 font-display text-base font-bold">Audio settings</p>
      {flag('preferNative', 'Prefer native recordings', 'Synthesized voices are not played.')}
      {flag('autoDownload', 'Download audio automatically', 'Keeps lesson audio in this browser for offline use.')}
      {flag('soundEffects', 'Sound effects', 'Sounds for right and wrong answers.')}
      <label className="mt-1 flex flex-col gap-1 py-1.5">
        <span className="font-semibold">Audio quality</span>
        <select
          className="min-h-10 rounded-lg border-2 border-sand bg-white px-2"
          value={settings.quality}
          onChange={(event) => setAudioSetting('quality', event.target.value as AudioSettings['quality'])}
        >
          <option value="auto">
            Automatic
            {settings.quality === 'auto' ? ` (${quality ? QUALITY_NAMES[quality].toLowerCase() : 'measuring…'})` : ''}
          </option>
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </select>
      </label>
    </>
  );
}
