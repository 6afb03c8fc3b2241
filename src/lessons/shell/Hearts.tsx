/** Five heart slots; the count is in the accessible name and the tooltip, never only in colour. */
export default function Hearts({ current, max }: { current: number; max: number }) {
  const label = `${current}/${max} hearts remaining`;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label} title={label}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < current ? 'text-clay-600' : 'text-sand grayscale'}>
          {i < current ? '❤️' : '🤍'}
        </span>
      ))}
    </span>
  );
}
