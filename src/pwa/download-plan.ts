// What downloading a unit for offline use means, as plain data: the files it keeps, what removing it deletes, and
// what the learner is told. The cache work itself is in downloads.ts.
export interface DownloadLesson {
  href: string;
  title: string;
}

/** A unit as the level page offers it for download. */
export interface UnitDownload {
  /** `{language}/{unit id}`: unique across courses. */
  key: string;
  language: string;
  /** 'Igbo · Unit 1: Greetings', as the offline page lists it. */
  title: string;
  /** The unit on its level page. */
  href: string;
  lessons: readonly DownloadLesson[];
  /** Every file kept: the level page, the lesson pages, their audio and the lesson sound effects. */
  urls: readonly string[];
}

/** A downloaded unit as the downloads cache records it. */
export interface DownloadRecord extends UnitDownload {
  /** The size of the files kept, as stored (uncompressed). */
  bytes: number;
  savedAt: string;
}

export interface UnitOnLevelPage {
  id: string;
  title: string;
  lessons: readonly { id: string; title: string }[];
  /**
   * The audio the unit's lessons play, as built: their recordings and the player's sound effects (the level page
   * names them, so this page's code carries none of the player's).
   */
  audio: readonly string[];
}

/** The download of one unit of a level page: its pages first (so a cut connection leaves lessons before audio), then audio. */
export function unitDownload(
  course: { language: string; languageName: string; levelHref: string },
  unit: UnitOnLevelPage,
  unitNumber: number,
): UnitDownload {
  const lessons = unit.lessons.map((lesson) => ({
    href: `/lesson/${course.language}/${lesson.id}`,
    title: lesson.title,
  }));
  return {
    key: `${course.language}/${unit.id}`,
    language: course.language,
    title: `${course.languageName} · Unit ${unitNumber}: ${unit.title}`,
    href: `${course.levelHref}#${unit.id}`,
    lessons,
    urls: [...new Set([course.levelHref, ...lessons.map((l) => l.href), ...unit.audio])],
  };
}

/** Files in the downloads cache that no recorded unit keeps (what a removal or an interrupted download leaves). */
export function strayFiles(cachedPaths: readonly string[], records: readonly DownloadRecord[], recordsPath: string) {
  const kept = new Set(records.flatMap((record) => record.urls));
  return cachedPaths.filter((path) => !path.startsWith(recordsPath) && !kept.has(path));
}

/** Whether a value read back from the cache is a whole download record. */
export function isDownloadRecord(value: unknown): value is DownloadRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  return (
    ['key', 'language', 'title', 'href', 'savedAt'].every((field) => typeof v[field] === 'string') &&
    typeof v['bytes'] === 'number' &&
    strings(v['urls']) &&
    Array.isArray(v['lessons']) &&
    v['lessons'].every(
      (l: unknown) =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as DownloadLesson).href === 'string' &&
        typeof (l as DownloadLesson).title === 'string',
    )
  );
}

export type DownloadProblem = 'offline' | 'quota' | 'server' | 'unsupported';

/** A download that stopped, with what went wrong in the learner's terms. */
export class DownloadError extends Error {
  readonly problem: DownloadProblem;

  constructor(problem: DownloadProblem, options?: ErrorOptions) {
    super(downloadProblemText(problem), options);
    this.name = 'DownloadError';
    this.problem = problem;
  }
}

/** What went wrong, from an error thrown while fetching or storing a file. */
export function problemOf(error: unknown): DownloadProblem {
  if (error instanceof DownloadError) return error.problem;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError') return 'quota';
  // fetch() rejects with a TypeError when there is no connection or it drops.
  if (error instanceof TypeError) return 'offline';
  return 'server';
}

/** What the learner is told, and what to do about it. */
export function downloadProblemText(problem: DownloadProblem): string {
  switch (problem) {
    case 'offline':
      return 'The download stopped: there is no connection. Connect to the internet and try again.';
    case 'quota':
      return 'There is not enough space on this device. Remove another download or free some space, then try again.';
    case 'server':
      return 'The server did not send every file. Try again in a few minutes.';
    case 'unsupported':
      return 'This browser cannot keep lessons for offline use. Try a recent Chrome, Edge, Firefox or Safari.';
  }
}

/** The progress line: 'Downloading 3 of 7…'. */
export function progressText(done: number, total: number): string {
  return `Downloading ${done} of ${total}…`;
}

/** A size for people: '940 bytes', '12 KB', '3.4 MB' (decimal units, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
