import { useId } from 'react';
import { MIN_PASSWORD_LENGTH } from './validation';

interface Props {
  label: string;
  name: string;
  type?: string;
  placeholder?: string;
  autoComplete: string;
  required?: boolean;
  optional?: boolean;
  /** The field's own error, shown under it and tied to it with aria-invalid and aria-describedby. */
  error?: string | undefined;
}

/** A labelled input of the auth forms; optional fields say so, and an invalid one is marked and explained. */
export default function Field({
  label,
  name,
  type = 'text',
  placeholder,
  autoComplete,
  required,
  optional,
  error,
}: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-11 rounded-xl border-2 bg-white px-3 py-2 text-base focus:outline-none ${error ? 'border-red-500 focus:border-red-600' : 'border-sand focus:border-clay-500'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail field every auth form asks first. */
export function EmailField({ error }: { error?: string | undefined }) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      error={error}
    />
  );
}

/**
 * A password field of the auth forms: `current` to sign in, `new` to choose one (hinting at its least length), `repeat`
 * to type the new one again.
 */
export function PasswordField({
  purpose,
  label = 'Password',
  name = 'password',
  error,
}: {
  purpose: 'current' | 'new' | 'repeat';
  label?: string;
  name?: string;
  error?: string | undefined;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      {...(purpose === 'new' ? { placeholder: `${MIN_PASSWORD_LENGTH}+ characters` } : {})}
      required
      error={error}
    />
  );
}

/** An auth form's submit button: disabled while the form is busy, saying what it is doing. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn-primary mt-1" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
