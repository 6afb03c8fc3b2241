import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { MAX_REPORT_COMMENT } from '../../shared/report-limits.ts';
import type { ReportReason } from '../../shared/report-request.ts';
import type { ReportRequest } from '../../shared/api-types.ts';
import { REPORT_CHOICES, REPORT_SAVED, REPORT_SENT, reportRequest, type ReportTarget } from './send-report';

type Send = (request: ReportRequest) => Promise<{ state: 'sent' | 'queued' } | { error: string }>;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [href]';

/** The reason chosen when the dialog opens: the learner's answer, the text of a page, else the first offered. */
function firstReason(target: ReportTarget, choices: typeof REPORT_CHOICES): ReportReason {
  const preferred: ReportReason = target.givenAnswer
    ? 'answer-should-be-accepted'
    : target.exerciseKind === 'lesson-page'
      ? 'text-mistake'
      : 'other';
  return choices.some((c) => c.reason === preferred) ? preferred : (choices[0]?.reason ?? preferred);
}

/**
 * The "Report a problem" dialog: a labelled group of four reasons, an optional comment with its count, Send and
 * Cancel. Focus stays inside while it is open and returns to the opener when it closes; Escape closes it.
 */
export default function ReportDialog({
  target,
  send,
  onClose,
  newId = () => crypto.randomUUID(),
  reasons,
}: {
  target: ReportTarget;
  send: Send;
  onClose(): void;
  newId?: () => string;
  /** The reasons offered, in the dialog's order; all four when left out. */
  reasons?: readonly ReportReason[] | undefined;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const choices = reasons ? REPORT_CHOICES.filter((c) => reasons.includes(c.reason)) : REPORT_CHOICES;
  const [reason, setReason] = useState<ReportReason>(() => firstReason(target, choices));
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'choosing' | 'sending' | { done: string } | { error: string }>('choosing');
  // One id per dialog: a second Send after a failure is the same report.
  const [reportId] = useState(newId);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input:checked, input, button')?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside the dialog are its own: the lesson's shortcuts on the document must not see them.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = async () => {
    setState('sending');
    const answer = await send(reportRequest(target, reason, comment, reportId));
    setState('error' in answer ? answer : { done: answer.state === 'sent' ? REPORT_SENT : REPORT_SAVED });
  };

  const done = typeof state === 'object' && 'done' in state ? state.done : null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 p-2 sm:items-center"
      role="presentation"
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside and closes on Escape */}
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-4 shadow-xl"
        data-testid="report-dialog"
      >
        <h2 id={titleId} className="font-display text-xl font-bold">
          Report a problem
        </h2>
        {done ? (
          <>
            <p role="status" className="mt-3">
              {done}
            </p>
            <div className="mt-4 flex justify-end">
              <button type="button" className="btn-primary px-4 py-2" onClick={onClose}>
                Close
              </button>
            </div>
          </>
        ) : (
          <>
            {target.prompt && <p className="mt-1 text-sm text-muted">About: {target.prompt}</p>}
            <fieldset className="mt-3">
              <legend className="font-semibold">What is wrong?</legend>
              {choices.map((choice) => (
                <label key={choice.reason} className="mt-1 flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${titleId}-reason`}
                    value={choice.reason}
                    checked={reason === choice.reason}
                    onChange={() => setReason(choice.reason)}
                  />
                  {choice.label}
                </label>
              ))}
            </fieldset>
            {reason === 'answer-should-be-accepted' && target.givenAnswer && (
              <p className="mt-2 text-sm">Your answer “{target.givenAnswer}” is sent with the expected answers.</p>
            )}
            <label className="mt-3 block font-semibold" htmlFor={`${titleId}-comment`}>
              Comment (optional)
            </label>
            <textarea
              id={`${titleId}-comment`}
              className="mt-1 block w-full rounded-lg border border-sand p-2"
              rows={3}
              maxLength={MAX_REPORT_COMMENT}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              aria-describedby={`${titleId}-count`}
            />
            <p id={`${titleId}-count`} className="mt-1 text-right text-sm text-muted">
              {comment.length} / {MAX_REPORT_COMMENT}
            </p>
            {typeof state === 'object' && 'error' in state && (
              <p role="alert" className="mt-2 text-sm text-clay-700">
                {state.error}
              </p>
            )}
            <div className="mt-3 flex justify-end gap-2">
              <button type="button" className="btn-ghost px-4 py-2" onClick={onClose}>
                Cancel
              </button>
              <button
                type="button"
                className="btn-primary px-4 py-2"
                disabled={state === 'sending'}
                onClick={() => void submit()}
              >
                {state === 'sending' ? 'Sending…' : 'Send'}
              </button>
            </div>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
