import { useId } from 'react';
import type { Credit } from './Recording';
import { BATCH_SIZE, sendLabel, type BatchClip } from './batch';
import BatchClipRow from './BatchClipRow';
import { LICENCE_URL } from './licence';

interface Props {
  clips: readonly BatchClip[];
  credit: Credit;
  onCredit: (credit: Credit) => void;
  /** The speaker left the credit field or ticked the licence: a moment to remember the choice. */
  onCreditDone: () => void;
  busy: boolean;
  sendRef: React.Ref<HTMLButtonElement>;
  onSend: () => void;
  onRetry: (prompt: string) => void;
  onReRecord: (prompt: string) => void;
  onRemove: (prompt: string) => void;
}

/** Whether a credit name can be sent: 1 to 60 characters once trimmed. */
export const creditReady = (credit: Credit) =>
  credit.licensed && credit.name.trim().length >= 1 && [...credit.name.trim()].length <= 60;

/** The batch: every kept take with Play, Re-record and Remove, the credit and licence, and one send for all. */
export default function BatchPanel(props: Props) {
  const { clips, credit, onCredit, onCreditDone, busy, sendRef, onSend, onRetry, onReRecord, onRemove } = props;
  const id = useId();
  const canSend = clips.length > 0 && creditReady(credit) && !busy;
  return (
    <section className="card flex flex-col gap-4 p-5 md:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Your batch: {clips.length} of {BATCH_SIZE}
      </h2>
      {clips.length === 0 ? (
        <p className="text-sm text-muted">Each take you record waits here, so you can listen to it before you send.</p>
      ) : (
        <ol className="flex flex-col">
          {clips.map((clip, i) => (
            <BatchClipRow
              key={clip.prompt.prompt}
              clip={clip}
              number={i + 1}
              busy={busy}
              onReRecord={() => !busy && onReRecord(clip.prompt.prompt)}
              onRetry={() => !busy && onRetry(clip.prompt.prompt)}
              onRemove={() => !busy && onRemove(clip.prompt.prompt)}
            />
          ))}
        </ol>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Credit and licence</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-credit`} className="text-sm font-semibold">
            Name to credit
          </label>
          <input
            id={`${id}-credit`}
            value={credit.name}
            maxLength={60}
            onChange={(e) => onCredit({ ...credit, name: e.target.value })}
            onBlur={onCreditDone}
            aria-describedby={`${id}-credit-hint`}
            className="min-h-11 rounded-xl border-2 border-sand px-3 py-2"
          />
          <p id={`${id}-credit-hint`} className="text-sm text-muted">
            Learners read “Recorded by {credit.name.trim() || '…'} (CC BY-SA 4.0)” beside your recording.
          </p>
        </div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={credit.licensed}
            onChange={(e) => onCredit({ ...credit, licensed: e.target.checked })}
            onBlur={onCreditDone}
          />
          <span>
            I release this recording under{' '}
            <a href={LICENCE_URL} className="underline" target="_blank" rel="noopener noreferrer">
              CC BY-SA 4.0
            </a>
            : anyone may use and share it if they credit me and share alike.
          </span>
        </label>
      </fieldset>
      <div className="flex flex-col gap-2">
        <div>
          <button
            ref={sendRef}
            type="button"
            className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            // aria-disabled, not disabled: the button keeps the keyboard focus while it cannot send yet.
            aria-disabled={!canSend}
            aria-describedby={clips.length > 0 && !creditReady(credit) ? `${id}-why` : undefined}
            onClick={() => canSend && onSend()}
          >
            {busy ? 'Sending…' : sendLabel(clips.length)}
          </button>
        </div>
        {clips.length > 0 && !creditReady(credit) && (
          <p id={`${id}-why`} className="text-sm text-muted">
            Give a name to credit and tick the licence to send.
          </p>
        )}
      </div>
    </section>
  );
}
