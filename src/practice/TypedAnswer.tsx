import type { RefObject } from 'react';
import ToneKeyboard from '@/lessons/shared/ToneKeyboard';
import type { LessonKeyboard } from '@/lessons/shared/toneInput';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The input's id, which its label names; the tone keyboard's hint is `${id}-keys`. */
  id: string;
  lang: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** Once the answer is checked it can no longer be edited (it stays readable and focusable). */
  checked: boolean;
  /** The course's letters and tone marks, when it has a keyboard of its own. */
  keyboard: LessonKeyboard | undefined;
  /** The keyboard's keys are off once the verdict is on screen. */
  keysOff: boolean;
  className: string;
}

/** A typed answer in a course language: a text field that leaves spelling to the learner, with the course's tone keyboard. */
export default function TypedAnswer({
  inputRef,
  id,
  lang,
  value,
  onChange,
  checked,
  keyboard,
  keysOff,
  className,
}: Props) {
  const hintId = `${id}-keys`;
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        lang={lang}
        value={value}
        readOnly={checked}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={keyboard ? hintId : undefined}
        className={`${className} min-h-12 w-full rounded-xl border-2 border-sand bg-white px-3 text-xl focus:border-clay-500`}
      />
      {keyboard && (
        <ToneKeyboard
          inputRef={inputRef}
          keyboard={keyboard}
          lang={lang}
          disabled={keysOff}
          hintId={hintId}
          onChange={onChange}
        />
      )}
    </>
  );
}
