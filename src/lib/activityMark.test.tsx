// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { whenNoLessonInProgress } from '@/pwa/update-prompt';
import { useActivityMark } from './activityMark';

function Marked({ active }: { active: boolean }) {
  useActivityMark(active);
  return null;
}

afterEach(cleanup);

describe('useActivityMark', () => {
  it('marks the body while active, and an update waits until the mark goes', async () => {
    const view = render(<Marked active />);
    expect(document.body.dataset['activity']).toBe('in-progress');
    let runs = 0;
    whenNoLessonInProgress(() => runs++);
    view.rerender(<Marked active />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(0);
    view.rerender(<Marked active={false} />);
    expect(document.body.dataset['activity']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(1);
  });

  it('takes the mark away when the page unmounts', () => {
    const view = render(<Marked active />);
    view.unmount();
    expect(document.body.dataset['activity']).toBeUndefined();
  });
});
