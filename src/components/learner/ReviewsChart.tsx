/** Reviews per day over the last 30 days as CSS bars, with the same figures in a table for screen readers. */
export default function ReviewsChart({
  days,
  caption,
}: {
  days: readonly { date: string; reviews: number }[];
  caption: string;
}) {
  const most = Math.max(1, ...days.map((d) => d.reviews));
  const total = days.reduce((sum, d) => sum + d.reviews, 0);
  return (
    <figure className="mt-3">
      <div aria-hidden="true" className="flex h-20 items-end gap-px border-b-2 border-sand" data-reviews-chart="">
        {days.map((d) => (
          <div
            key={d.date}
            title={`${d.date}: ${d.reviews}`}
            className="flex-1 rounded-t-sm bg-forest-600"
            style={{ height: `${(100 * d.reviews) / most}%`, minHeight: d.reviews > 0 ? 2 : 0 }}
          />
        ))}
      </div>
      <figcaption className="mt-1 text-xs text-muted">
        {caption}: {total} review{total === 1 ? '' : 's'} in the last {days.length} days
      </figcaption>
      <table className="sr-only">
        <caption>{caption}, reviews per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Reviews</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.reviews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
