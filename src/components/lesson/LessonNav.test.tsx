// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialProgress, lessonNeighbours } from '@/domain';
import { $lessonFinished } from '@/stores/lesson';
import { $progress } from '@/stores/progress';
import LessonNav from './LessonNav';

const order = ['1-0', '1-1', '1-2'];
const withCompleted = (completedLessons: string[]) =>
  $progress.set({ igbo: { ...initialProgress(order), completedLessons } });
const show = () =>
  render(<LessonNav language="igbo" lessonId="1-1" order={order} backHref="/course/igbo/level/level-1" />);
const nav = () => screen.getByRole('navigation', { name: 'Lesson navigation' });

beforeEach(() => {
  $lessonFinished.set(false);
  withCompleted([]);
});
afterEach(cleanup);

describe('LessonNav', () => {
  it('always offers a way back to the level', () => {
    show();
    expect(screen.getByRole('link', { name: 'Back to Level' }).getAttribute('href')).toBe('/course/igbo/level/level-1');
  });

  it('disables Next while the next lesson is locked', () => {
    withCompleted(['1-0']);
    show();
    expect(screen.getByRole('button', { name: /Next lesson/ })).toHaveProperty('disabled', true);
  });

  it('enables Next on a lesson completed before, revisited', () => {
    withCompleted(['1-0', '1-1']);
    show();
    expect(screen.getByRole('link', { name: /Next lesson/ }).getAttribute('href')).toBe('/lesson/igbo/1-2');
  });

  it('leaves the way on to the completion panel once the lesson is finished here: one Next, not two', () => {
    withCompleted(['1-0']);
    show();
    act(() => {
      withCompleted(['1-0', '1-1']);
      $lessonFinished.set(true);
    });
    expect(nav().textContent).not.toContain('Next');
  });

  it('shows the same with only the lessons around this one as with the whole order (what the page passes)', () => {
    const course = ['1-0', '1-1', '1-2', '1-3', '1-4'];
    const shown = (lessonId: string, lessons: readonly string[]) => {
      const { container, unmount } = render(
        <LessonNav language="igbo" lessonId={lessonId} order={lessons} backHref="/course/igbo/level/level-1" />,
      );
      const html = container.innerHTML;
      unmount();
      return html;
    };
    for (const lessonId of course)
      for (let done = 0; done <= course.length; done++) {
        $progress.set({ igbo: { ...initialProgress(course), completedLessons: course.slice(0, done) } });
        expect(shown(lessonId, lessonNeighbours(course, lessonId)), `${lessonId}, ${done} done`).toBe(
          shown(lessonId, course),
        );
      }
  });
});
