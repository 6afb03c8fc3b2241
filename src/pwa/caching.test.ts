import { describe, expect, it } from 'vitest';
import { routeFor } from './caching.ts';

describe('routeFor', () => {
  it('sends page navigations network-first, whatever their path', () => {
    expect(routeFor('/', true)).toBe('page');
    expect(routeFor('/lesson/igbo/1-0', true)).toBe('page');
    expect(routeFor('/course/igbo/level-1', true)).toBe('page');
    // Practice plays offline from the device, so its page is kept like the others.
    expect(routeFor('/practice/igbo', true)).toBe('page');
  });

  it('never caches the API, auth or the health check, even when navigated to', () => {
    expect(routeFor('/api/progress', false)).toBe('network');
    expect(routeFor('/api', true)).toBe('network');
    expect(routeFor('/auth/v1/token', false)).toBe('network');
    expect(routeFor('/auth/v1/callback', true)).toBe('network');
    expect(routeFor('/health', false)).toBe('network');
  });

  it('leaves the files a download fetches to the network, so they are kept once, in the downloads cache', () => {
    expect(routeFor('/audio/igbo/vocabulary/nne.mp3', false, true)).toBe('network');
    expect(routeFor('/sounds/correct.mp3', false, true)).toBe('network');
    expect(routeFor('/course/igbo/level/level-1', false, true)).toBe('network');
    expect(routeFor('/sounds/correct.mp3', false, false)).toBe('audio');
  });

  it('keeps hashed assets, sound effects and versioned recordings cache-first, and leaves other files to the network', () => {
    expect(routeFor('/_astro/react.Bx1.js', false)).toBe('asset');
    expect(routeFor('/audio/igbo/vocabulary/nne.mp3', false, false, '?v=5f0c')).toBe('audio');
    expect(routeFor('/sounds/correct.mp3', false)).toBe('audio');
    expect(routeFor('/update-prompt.js', false)).toBe('network');
    expect(routeFor('/apiary', false)).toBe('network');
  });

  it('asks the network first for a recording at its bare URL and for the list of approved recordings, kept for offline', () => {
    // A bare URL's clip may be replaced or withdrawn on the server: never answered from a cache while online.
    expect(routeFor('/audio/igbo/vocabulary/nne.mp3', false)).toBe('latest');
    expect(routeFor('/audio/igbo/conversations/1-5-line-2.mp3', false, false, '?x=1')).toBe('latest');
    expect(routeFor('/api/audio/igbo/recordings', false)).toBe('latest');
    expect(routeFor('/api/audio/igbo/prompts', false)).toBe('network');
    expect(routeFor('/api/audio/igbo/recordings', false, true)).toBe('network');
  });
});
