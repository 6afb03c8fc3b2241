import { describe, expect, it } from 'vitest';
import { banDurationMs, bannedUntil } from './ban-duration.ts';

describe('banDurationMs', () => {
  it('reads Go durations as Supabase Auth does', () => {
    expect(banDurationMs('24h')).toBe(86_400_000);
    expect(banDurationMs('1h30m')).toBe(5_400_000);
    expect(banDurationMs('1.5h')).toBe(5_400_000);
    expect(banDurationMs('90s')).toBe(90_000);
    expect(banDurationMs('250ms')).toBe(250);
  });

  it('reads "none" as no ban', () => {
    expect(banDurationMs('none')).toBe(0);
    expect(bannedUntil('none', new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it.each(['forever', '10', '1hx', 'h'])('refuses %s with 400 validation_failed', (text) => {
    expect(() => banDurationMs(text)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'validation_failed',
        message: `invalid format for ban duration: time: invalid duration "${text}"`,
      }),
    );
  });

  it('ends a ban the duration after now', () => {
    expect(bannedUntil('2h', new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2026-01-01T02:00:00Z'));
  });
});
