import { describe, expect, it } from 'vitest';
import { addressOf } from './page-address';

describe('addressOf', () => {
  it.each([
    ['/index.html', '/'],
    ['/course/igbo.html', '/course/igbo'],
    ['/lesson/igbo/1-0.html', '/lesson/igbo/1-0'],
    ['/course/igbo', '/course/igbo'],
    ['/course/index.html', '/course'],
    ['/', '/'],
  ])('serves %s at %s', (built, address) => {
    expect(addressOf(built)).toBe(address);
  });
});
