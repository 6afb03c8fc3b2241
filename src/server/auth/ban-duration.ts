import { validationFailed } from './errors.ts';

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/gy;

/**
 * A ban duration as Supabase Auth reads it (Go's time.ParseDuration: "24h", "1h30m", "90s"; "none" lifts a ban)
 * in milliseconds; 0 means no ban.
 */
export function banDurationMs(text: string): number {
  if (text === 'none') return 0;
  const invalid = () => validationFailed(`invalid format for ban duration: time: invalid duration "${text}"`);
  if (text === '' || text === '0') return 0;
  let total = 0;
  PART.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (PART.lastIndex < text.length && (match = PART.exec(text))) total += Number(match[1]) * UNIT_MS[match[2]!]!;
  if (PART.lastIndex !== text.length || !Number.isFinite(total)) throw invalid();
  return Math.round(total);
}

/** When a ban of the given duration, starting now, ends; null lifts the ban. */
export function bannedUntil(text: string, now: Date): Date | null {
  const ms = banDurationMs(text);
  return ms > 0 ? new Date(now.getTime() + ms) : null;
}
