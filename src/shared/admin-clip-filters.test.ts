import { describe, expect, it } from 'vitest';
import { adminClipsQuery } from '../server/audio/admin-clips.ts';
import { ADMIN_CLIP_FILTER_FIELDS, ADMIN_CLIP_STATES } from './admin-clip-filters.ts';

describe('the admin clip filters', () => {
  it('are the fields the server accepts, besides the page', () => {
    expect(Object.keys(adminClipsQuery.shape).sort()).toEqual([...ADMIN_CLIP_FILTER_FIELDS, 'page'].sort());
  });

  it('offer exactly the states the server accepts', () => {
    for (const state of ADMIN_CLIP_STATES) expect(adminClipsQuery.safeParse({ state }).success).toBe(true);
    expect(adminClipsQuery.safeParse({ state: 'withdrawn' }).success).toBe(false);
  });
});
