const STYLE: Record<string, string> = {
  published: 'bg-forest-100 text-forest-700',
  review: 'bg-sun-300 text-ink',
  draft: 'bg-sand text-muted',
};

/** A content status badge (docs/product/accounts.md §4): published green, review yellow, draft and anything unknown grey. */
export default function ContentStatusBadge({ status }: { status: string }) {
  return <span className={`badge capitalize ${STYLE[status] ?? 'bg-sand text-muted'}`}>{status}</span>;
}
