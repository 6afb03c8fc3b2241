import { useId } from 'react';

/**
 * The 6-digit code input of two-step sign-in: a numeric keypad on phones, the code an OS offers from a message or
 * password manager (`one-time-code`), and its error tied to it for screen readers.
 */
export default function CodeField({ error, label = '6-digit code' }: { error?: string | undefined; label?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-11 w-40 rounded-xl border-2 bg-white px-3 py-2 font-mono text-lg tracking-widest focus:outline-none ${error ? 'border-red-500 focus:border-red-600' : 'border-sand focus:border-clay-500'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
