/** The red error box of the auth forms (spec 000 §2): the latest message, and a weak password's reasons as a list. */
export default function AuthError({ message, reasons = [], className = '' }: { message: string; reasons?: readonly string[]; className?: string }) {
  return (
    <div role="alert" className={`rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800 ${className}`}>
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
