import type { Ref } from 'react';

/**
 * The red error box of the auth forms (docs/product/accounts.md §2): the latest message, and a weak password's reasons as a list.
 * It can take focus (not by Tab), so a failed attempt can bring it into view.
 */
export default function AuthError({
  message,
  reasons = [],
  className = '',
  ref,
}: {
  message: string;
  reasons?: readonly string[];
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800 ${className}`}
    >
      <p>{message}</p>
      {reasons.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
