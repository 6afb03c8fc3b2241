interface Props {
  culturalConnection?: string | undefined;
  tip?: string | undefined;
  recommendation: string | null;
}

/** The lesson's cultural connection, tip and recommendation, folded away so the exercise comes first. */
export default function LessonNotes({ culturalConnection, tip, recommendation }: Props) {
  if (!culturalConnection && !tip && !recommendation) return null;
  return (
    <details className="group rounded-xl bg-sun-300/20 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">💡</span> Tips and culture
        <span aria-hidden="true" className="ml-auto transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-2 px-3 pb-3">
        {culturalConnection && <p className="text-forest-900">{culturalConnection}</p>}
        {tip && (
          <p>
            <span className="font-semibold">Tip: </span>
            {tip}
          </p>
        )}
        {recommendation && <p className="text-muted">{recommendation}</p>}
      </div>
    </details>
  );
}
