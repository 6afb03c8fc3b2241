import { describe, expect, it } from 'vitest';
import { lighthousePages, type BenchPage } from './pages.ts';

const page = (name: string, group: BenchPage['group'], viewer: BenchPage['viewer'] = 'learner'): BenchPage => ({ name, path: `/${name}`, viewer, group });

describe('the pages Lighthouse audits', () => {
  it('takes home, the course overview, every lesson type and practice, in the list’s order', () => {
    const pages = [
      page('home', 'public', 'visitor'),
      page('select-language', 'public', 'visitor'),
      page('course overview', 'public', 'visitor'),
      page('level', 'public'),
      page('lesson: info', 'lesson'),
      page('lesson: quiz', 'lesson'),
      page('practice', 'practice'),
      page('profile', 'other'),
    ];
    expect(lighthousePages(pages).map((p) => p.name)).toEqual(['home', 'course overview', 'lesson: info', 'lesson: quiz', 'practice']);
  });
});
