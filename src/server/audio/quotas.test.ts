import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIP_QUOTAS, readClipQuotas } from './quotas.ts';

describe('readClipQuotas', () => {
  it('defaults to 3 takes per prompt, 50 takes and 20 MB per contributor and 2 GB for the site', () => {
    expect(readClipQuotas({})).toEqual(DEFAULT_CLIP_QUOTAS);
    expect(DEFAULT_CLIP_QUOTAS).toEqual({
      pendingPerPrompt: 3,
      pendingPerContributor: 50,
      pendingBytesPerContributor: 20 * 1024 * 1024,
      pendingBytesSite: 2 * 1024 * 1024 * 1024,
    });
  });

  it('reads sizes in bytes or with KB, MB, GB', () => {
    expect(
      readClipQuotas({
        CLIP_PENDING_PER_PROMPT: '5',
        CLIP_PENDING_PER_CONTRIBUTOR: '7',
        CLIP_PENDING_BYTES_PER_CONTRIBUTOR: '512KB',
        CLIP_PENDING_BYTES_SITE: '10 gb',
      }),
    ).toEqual({
      pendingPerPrompt: 5,
      pendingPerContributor: 7,
      pendingBytesPerContributor: 512 * 1024,
      pendingBytesSite: 10 * 1024 ** 3,
    });
    expect(readClipQuotas({ CLIP_PENDING_BYTES_SITE: '123456' }).pendingBytesSite).toBe(123456);
  });

  it('refuses a value that is not a whole positive count or size, naming the variable', () => {
    expect(() => readClipQuotas({ CLIP_PENDING_PER_PROMPT: '0' })).toThrow(/CLIP_PENDING_PER_PROMPT/);
    expect(() => readClipQuotas({ CLIP_PENDING_PER_PROMPT: '2.5' })).toThrow(/whole number of takes/);
    expect(() => readClipQuotas({ CLIP_PENDING_PER_CONTRIBUTOR: 'many' })).toThrow(/CLIP_PENDING_PER_CONTRIBUTOR/);
    expect(() => readClipQuotas({ CLIP_PENDING_BYTES_PER_CONTRIBUTOR: '20 TB' })).toThrow(
      /CLIP_PENDING_BYTES_PER_CONTRIBUTOR must be a size such as 20MB/,
    );
    expect(() => readClipQuotas({ CLIP_PENDING_BYTES_SITE: '-1MB' })).toThrow(/CLIP_PENDING_BYTES_SITE/);
  });
});
