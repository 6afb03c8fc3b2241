// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PROMPT_ID, showPrompt, whenNoLessonInProgress } from './update-prompt.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  delete document.body.dataset['lesson'];
});

describe('showPrompt', () => {
  it('shows one status banner whose Reload button activates the new version once', () => {
    let activations = 0;
    showPrompt(() => activations++);
    showPrompt(() => activations++);
    const banners = document.querySelectorAll(`#${PROMPT_ID}`);
    expect(banners).toHaveLength(1);
    expect(banners[0]!.getAttribute('role')).toBe('status');
    expect(banners[0]!.textContent).toContain('A new version is ready');
    const button = banners[0]!.querySelector('button')!;
    expect(button.textContent).toBe('Reload');
    button.click();
    expect(activations).toBe(1);
    expect(button.disabled).toBe(true);
  });
});

describe('whenNoLessonInProgress', () => {
  it('runs at once when no lesson is being played', () => {
    let ran = false;
    whenNoLessonInProgress(() => (ran = true));
    expect(ran).toBe(true);
  });

  it('waits while a lesson is in progress and runs once it ends', async () => {
    document.body.dataset['lesson'] = 'in-progress';
    let runs = 0;
    whenNoLessonInProgress(() => runs++);
    await tick();
    expect(runs).toBe(0);
    document.body.dataset['other'] = 'x';
    await tick();
    expect(runs).toBe(0);
    delete document.body.dataset['lesson'];
    await tick();
    expect(runs).toBe(1);
    document.body.dataset['lesson'] = 'in-progress';
    delete document.body.dataset['lesson'];
    await tick();
    expect(runs).toBe(1);
  });

  it('waits while practice shows an exercise and runs once its summary replaces it', async () => {
    const exercise = document.createElement('div');
    exercise.dataset['inProgress'] = '';
    const page = document.createElement('main');
    page.append(exercise);
    document.body.append(page);
    let runs = 0;
    whenNoLessonInProgress(() => runs++);
    await tick();
    expect(runs).toBe(0);
    // The next exercise replaces this one: the session is still in progress.
    const next = exercise.cloneNode() as HTMLElement;
    exercise.replaceWith(next);
    await tick();
    expect(runs).toBe(0);
    next.replaceWith(Object.assign(document.createElement('h2'), { textContent: 'Practice complete' }));
    await tick();
    expect(runs).toBe(1);
  });
});
