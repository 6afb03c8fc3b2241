import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  actionForKey,
  addTone,
  describeLetter,
  insertLetter,
  shortcutOf,
  toneKeys,
  toneMarks,
  type KeyAction,
  type LessonKeyboard,
  type TextEdit,
} from './toneInput.ts';
import { stopFocusMove } from './focus.ts';

interface Props {
  /** The answer field the keys type into; focus stays there. */
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  keyboard: LessonKeyboard;
  /** BCP 47 tag of the course language, for the letters on the keys. */
  lang: string | undefined;
  disabled?: boolean;
  /** The id of the shortcut hint, for the field's `aria-describedby`. */
  hintId?: string;
  /** The field's new value; the keyboard then puts the cursor back. */
  onChange(value: string): void;
}

/**
 * The course's letters and tone keys under a typed answer. A letter key types at the cursor; a tone key marks
 * the letter before it. Works by click, touch, Tab + Enter and Alt shortcuts while the field has focus.
 */
export default function ToneKeyboard({ inputRef, keyboard, lang, disabled = false, hintId, onChange }: Props) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setMessage((m) => ({ text, count: m.count + 1 })), []);
  const { languageName, letters, tones } = keyboard;

  const apply = useCallback(
    (action: KeyAction) => {
      const input = inputRef.current;
      // A read-only field (an answer already checked, before the keys are disabled) takes no letters.
      if (!input || input.readOnly) return;
      const state = {
        value: input.value,
        start: input.selectionStart ?? input.value.length,
        end: input.selectionEnd ?? input.value.length,
      };
      let edit: TextEdit;
      let said: string;
      if (action.kind === 'letter') {
        edit = insertLetter(state, action.letter);
        said = `Typed ${describeLetter(action.letter)}`;
      } else {
        const result = addTone(state, action.tone);
        if (result.kind === 'no-letter') {
          input.focus();
          announce('No tone added: put the cursor just after a vowel or n.');
          return;
        }
        edit = result.edit;
        said = `${describeLetter(result.base)}, ${result.tone ? `${result.tone} tone` : 'tone mark removed'}`;
      }
      flushSync(() => onChange(edit.value));
      input.focus();
      input.setSelectionRange(edit.caret, edit.caret);
      announce(said);
    },
    [inputRef, onChange, announce],
  );

  // Heard from the commit that draws the keyboard, before its paint, like the lesson's own keys (useLessonKeys.ts).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (disabled || event.isComposing || event.target !== inputRef.current) return;
      const action = actionForKey(event, { letters, tones });
      if (!action) return;
      event.preventDefault();
      apply(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef, letters, tones, disabled, apply]);

  // The keys are drawn once per keyboard: checking an answer disables them all through their fieldset, so the
  // verdict's render does not redraw every key.
  const keys = useMemo(() => {
    const keyClass =
      'relative min-h-11 min-w-11 rounded-lg border-2 border-sand bg-white px-2 font-semibold hover:bg-clay-50 focus-visible:border-clay-500';
    return (
      <div className="flex flex-wrap items-center gap-1.5">
        {letters.map((letter, i) => {
          const shortcut = shortcutOf({ kind: 'letter', letter }, keyboard);
          const name = `${languageName} letter ${describeLetter(letter)}`;
          // The shortcut digit is drawn by CSS, so the key's visible text stays its letter (WCAG 2.5.3, label in name).
          return (
            <button
              key={letter}
              type="button"
              aria-label={name}
              aria-keyshortcuts={shortcut}
              title={`${name} (${shortcut})`}
              data-digit={i + 1}
              onMouseDown={stopFocusMove}
              onClick={() => apply({ kind: 'letter', letter })}
              className={`${keyClass} text-xl after:absolute after:top-0 after:right-1 after:text-[10px] after:font-normal after:text-muted after:content-[attr(data-digit)]`}
            >
              <span lang={lang}>{letter}</span>
            </button>
          );
        })}
        {tones.map((tone, i) => {
          const shortcut = shortcutOf({ kind: 'tone', tone }, keyboard);
          const name = `Add ${tone} tone to the letter before the cursor`;
          return (
            <button
              key={tone}
              type="button"
              aria-label={name}
              aria-keyshortcuts={shortcut}
              title={`${name} (${shortcut}); press again to remove it`}
              onMouseDown={stopFocusMove}
              onClick={() => apply({ kind: 'tone', tone })}
              className={`${keyClass} flex flex-col items-center justify-center leading-none ${i === 0 && letters.length > 0 ? 'ml-2' : ''}`}
            >
              <span aria-hidden="true" className="text-2xl">{`\u25CC${toneMarks[tone]}`}</span>
              <span aria-hidden="true" className="text-[11px] font-normal">
                {tone}
              </span>
            </button>
          );
        })}
      </div>
    );
  }, [keyboard, languageName, letters, tones, lang, apply]);

  if (letters.length === 0 && tones.length === 0) return null;
  const hint = [
    letters.length > 0 && `Alt+Shift+1${letters.length > 1 ? `–${letters.length}` : ''} letters`,
    ...tones.map((t) => `Alt+${toneKeys[t]} ${t} tone`),
  ].filter(Boolean);
  return (
    <div className="mt-3">
      {/* Dimmed as one group when disabled: one layer's opacity, not one per key, in the frame that shows a verdict. */}
      <fieldset
        disabled={disabled}
        aria-label={`${languageName} letters and tones`}
        className="min-w-0 disabled:opacity-60"
      >
        {keys}
      </fieldset>
      <p id={hintId} className="mt-1 text-xs text-muted">
        Shortcuts: {hint.join(' · ')}
      </p>
      <p aria-live="polite" className="sr-only">
        <span key={message.count}>{message.text}</span>
      </p>
    </div>
  );
}
