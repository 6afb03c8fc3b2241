// When the next unit downloads by itself: only if the learner turned it on, on a connection that does not look
// metered, for a course they are enrolled in. Plain data in, a decision out, so it is tested outside a browser.

/** What navigator.connection says (Network Information API; Chromium only, and `type` only on phones and ChromeOS). */
export interface ConnectionInfo {
  type?: string | undefined;
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

const UNMETERED = new Set(['wifi', 'ethernet', 'wimax']);
const SLOW = new Set(['slow-2g', '2g']);

/**
 * Whether a connection is Wi-Fi-like: never with Data Saver on, on a slow link, or on a cellular, Bluetooth
 * (a tethered phone), unknown or absent connection. Wi-Fi and Ethernet qualify; so does a browser that has the API but
 * gives no type (desktop Chromium), since phones always report theirs. Without the API (Safari, Firefox) nothing
 * says the data is free, so nothing downloads.
 */
export function isWifiLike(connection: ConnectionInfo | undefined): boolean {
  if (!connection || connection.saveData === true) return false;
  if (connection.effectiveType !== undefined && SLOW.has(connection.effectiveType)) return false;
  return connection.type === undefined || UNMETERED.has(connection.type);
}

export interface AutoDownloadUnit {
  key: string;
  lessons: readonly { href: string }[];
}

/**
 * The unit to download next, or null: the unit of the learner's next lesson, then the one after it (so the end of a
 * unit reached offline leads into the next), the first of the two that is not downloaded yet. Null when the next
 * lesson is not on this list of units or every lesson is done.
 */
export function nextUnitToDownload(
  units: readonly AutoDownloadUnit[],
  nextLessonHref: string | null,
  downloaded: ReadonlySet<string>,
): string | null {
  if (!nextLessonHref) return null;
  const current = units.findIndex((unit) => unit.lessons.some((lesson) => lesson.href === nextLessonHref));
  if (current < 0) return null;
  return (
    units
      .slice(current, current + 2)
      .map((unit) => unit.key)
      .find((key) => !downloaded.has(key)) ?? null
  );
}

export interface AutoDownloadSituation {
  /** The learner turned "Download my next unit automatically on Wi-Fi" on. */
  enabled: boolean;
  /** The learner is enrolled in this course. */
  enrolled: boolean;
  connection: ConnectionInfo | undefined;
  /** A download or removal is under way on this page. */
  busy: boolean;
}

/** Whether to download anything by itself now. */
export function mayAutoDownload(situation: AutoDownloadSituation): boolean {
  return situation.enabled && situation.enrolled && !situation.busy && isWifiLike(situation.connection);
}
