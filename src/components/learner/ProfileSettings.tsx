import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { loadAuthClient } from '@/lib/session/auth-client';
import { $user, updateUser } from '@/stores/auth';
import { $localProfile, DEFAULT_LOCAL_PROFILE, mergeLocalProfile } from '@/stores/profile';
import { showToast } from '@/stores/sync';
import { useOnline } from './useOnline';
import { validateProfile, type ProfileErrors, type ProfileFields } from './profileValidation';

/**
 * Account Settings (docs/product/accounts.md §2, §4, §5): username and e-mail, validated on submit and then on every change;
 * Cancel goes back to the account's current values; Save updates the account through supabase-js.
 */
export default function ProfileSettings() {
  const user = useStore($user, { ssr: () => null });
  const local = useStore($localProfile, { ssr: () => DEFAULT_LOCAL_PROFILE });
  const current: ProfileFields = { username: user?.username ?? local.username, email: user?.email ?? local.email };
  const [fields, setFields] = useState<ProfileFields>(current);
  const [editedFor, setEditedFor] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const usernameId = useId();
  const emailId = useId();
  const offlineId = useId();
  const online = useOnline();

  // Until the learner edits, the form follows the account as it loads.
  const shown = editedFor === user?.id && editedFor !== null ? fields : current;

  useEffect(() => {
    if (user) mergeLocalProfile({ username: user.username, email: user.email });
  }, [user]);

  const change = (name: keyof ProfileFields, value: string) => {
    const next = { ...shown, [name]: value };
    setFields(next);
    setEditedFor(user?.id ?? null);
    if (submitted) setErrors(validateProfile(next));
  };

  const cancel = () => {
    setFields(current);
    setEditedFor(null);
    setErrors({});
    setSubmitted(false);
    setFailure(null);
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Settings are not queued: offline the button is disabled, and nothing else may save either.
    if (!online) return;
    setSubmitted(true);
    setFailure(null);
    setNotice(null);
    const found = validateProfile(shown);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.username ? usernameId : emailId)?.focus();
      return;
    }
    const username = shown.username.trim();
    const email = shown.email.trim();
    setBusy(true);
    try {
      const emailChanged = email !== user?.email;
      const { data, error } = await (
        await loadAuthClient()
      ).updateUser(emailChanged ? { email, data: { username } } : { data: { username } });
      if (error) return setFailure(error.message || 'Your profile could not be saved. Please try again.');
      mergeLocalProfile({ username, email: data.user.email ?? email });
      if (user) updateUser({ ...user, username });
      setEditedFor(null);
      setSubmitted(false);
      showToast({ title: 'Profile updated successfully!', tone: 'success' });
      if (emailChanged)
        setNotice(`We sent a confirmation link to ${email}. Your e-mail address changes once you open it.`);
    } catch (caught) {
      setFailure((caught as Error).message || 'Your profile could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const input = (invalid: boolean) =>
    `min-h-11 rounded-xl border-2 bg-white px-3 py-2 text-base focus:outline-none ${invalid ? 'border-red-500 focus:border-red-600' : 'border-sand focus:border-clay-500'}`;
  return (
    <section className="card mt-8 p-6" aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-2xl font-bold">
        Account Settings
      </h2>
      <form className="mt-4 grid gap-4 md:max-w-xl" onSubmit={(e) => void save(e)} noValidate>
        {failure && (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {failure}
          </p>
        )}
        {notice && (
          <p role="status" className="rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900">
            {notice}
          </p>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={usernameId} className="text-sm font-semibold">
            Username
          </label>
          <input
            id={usernameId}
            name="username"
            autoComplete="username"
            value={shown.username}
            onChange={(e) => change('username', e.target.value)}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? `${usernameId}-error` : undefined}
            className={input(Boolean(errors.username))}
          />
          {errors.username && (
            <p id={`${usernameId}-error`} className="text-sm text-red-700">
              {errors.username}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={emailId} className="text-sm font-semibold">
            Email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            value={shown.email}
            onChange={(e) => change('email', e.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            className={input(Boolean(errors.email))}
          />
          {errors.email && (
            <p id={`${emailId}-error`} className="text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        <div role="status">
          {!online && (
            <p id={offlineId} className="rounded-xl border border-sand bg-sand px-4 py-3">
              You're offline: settings can be saved when you're back online.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn-primary"
            disabled={busy || !user || !online}
            aria-describedby={online ? undefined : offlineId}
          >
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
          <button type="button" className="btn-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
