import { describe, expect, it } from 'vitest';
import { leaveForSignIn } from './guard';

describe('leaveForSignIn', () => {
  it('navigates once per page, keeping the way back, however many parts of the page see the dead session', () => {
    const replaced: string[] = [];
    const location = {
      pathname: '/lesson/igbo/1-0',
      search: '?from=level',
      replace: (url: string) => void replaced.push(url),
    };
    leaveForSignIn(location);
    leaveForSignIn(location);
    expect(replaced).toEqual(['/onboarding?next=%2Flesson%2Figbo%2F1-0%3Ffrom%3Dlevel']);
  });
});
