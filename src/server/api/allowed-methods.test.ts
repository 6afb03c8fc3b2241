import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods.ts';

const routes = [
  'GET /api/me',
  'GET /api/audio/clips/:clipId/audio',
  'DELETE /api/audio/clips/:clipId',
  'GET /api/audio/clips/mine',
];

describe('allowedMethods', () => {
  it('lists the methods of the routes a path matches, HEAD beside GET', () => {
    expect(allowedMethods(routes, '/api/me')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(routes, '/api/audio/clips/abc')).toEqual(['DELETE']);
    expect(allowedMethods(routes, '/api/audio/clips/mine')).toEqual(['DELETE', 'GET', 'HEAD']);
  });

  it('is empty for a path no route has', () => {
    expect(allowedMethods(routes, '/api/nope')).toEqual([]);
    expect(allowedMethods(routes, '/api/me/more')).toEqual([]);
    expect(allowedMethods(routes, '/api/audio/clips//audio')).toEqual([]);
  });
});
