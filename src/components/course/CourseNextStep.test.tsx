// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialProgress } from '@/domain';
import { $authStatus } from '@/stores/auth';
import { $progress } from '@/stores/progress';
import CourseLevels from './CourseLevels';
import CourseNextStep from './CourseNextStep';

const lessons = [
  { id: '1-0', title: 'Greetings' },
  { id: '1-1', title: 'Morning and evening' },
  { id: '1-2', title: 'Greetings Quiz' },
];
const order = lessons.map((l) => l.id);

afterEach(() => {
  cleanup();
  $authStatus.set('loading');
  $progress.set({});
});

describe('the course’s next step', () => {
  it('tells a visitor what Preview Mode is and starts lesson 1 through the onboarding page', () => {
    $authStatus.set('signed-out');
    render(<CourseNextStep language="igbo" name="Igbo" lessons={lessons} />);
    // What a visitor may do is said as it is: the levels are listed, lesson 1 starts with or without an account.
    const said = screen.getByText(/previewing the Igbo course/).textContent!;
    expect(said).not.toMatch(/browse every level/);
    expect(said).toMatch(/Start lesson 1 with a free account, .* or without one/);
    // The onboarding page signs up or starts without an account, then the welcome of this course starts lesson 1.
    expect(screen.getByRole('link', { name: 'Start lesson 1' }).getAttribute('href')).toBe(
      '/onboarding?mode=signup&next=%2Fcourse%2Figbo',
    );
    expect(screen.queryByRole('link', { name: 'Practise your words' })).toBeNull();
  });

  it('offers a new learner Start lesson 1, and no practice before any words', () => {
    $authStatus.set('signed-in');
    render(<CourseNextStep language="igbo" name="Igbo" lessons={lessons} />);
    expect(screen.getByRole('link', { name: 'Start lesson 1' }).getAttribute('href')).toBe('/lesson/igbo/1-0');
    expect(screen.queryByRole('link', { name: 'Practise your words' })).toBeNull();
  });

  it('continues to the learner’s next lesson, and says when every lesson is done', () => {
    $authStatus.set('signed-in');
    $progress.set({ igbo: { ...initialProgress(order), completedLessons: ['1-0'], currentLessonId: '1-1' } });
    const { unmount } = render(<CourseNextStep language="igbo" name="Igbo" lessons={lessons} />);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/lesson/igbo/1-1');
    expect(screen.getByText('Next: lesson 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise your words' }).getAttribute('href')).toBe('/practice/igbo');
    unmount();
    $progress.set({ igbo: { ...initialProgress(order), completedLessons: order, currentLessonId: '' } });
    render(<CourseNextStep language="igbo" name="Igbo" lessons={lessons} />);
    expect(screen.getByText(/finished every Igbo lesson written so far/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise your words' })).toBeTruthy();
  });
});

describe('the level cards', () => {
  it('show Coming soon beside the lock of a level without lessons, and Locked for one whose lessons wait', () => {
    $authStatus.set('signed-in');
    const levels = [1, 2, 3].map((n) => ({ id: `level-${n}`, number: n, title: `Level title ${n}`, description: '' }));
    const outline = [
      { level: 1, lessonIds: ['1-0'] },
      { level: 2, lessonIds: ['2-0'] },
      { level: 3, lessonIds: [] },
    ];
    const { container } = render(<CourseLevels language="igbo" levels={levels} outline={outline} />);
    const card = (id: string) => container.querySelector(`[data-level="${id}"]`)!;
    expect(card('level-2').textContent).toContain('Locked');
    expect(card('level-3').textContent).toContain('Locked, Coming soon');
    expect(card('level-3').getAttribute('data-locked')).toBe('true');
    expect(card('level-3').querySelector('[role="progressbar"]')).toBeNull();
    expect(card('level-1').querySelector('a')?.getAttribute('href')).toBe('/course/igbo/level/level-1');
  });
});
