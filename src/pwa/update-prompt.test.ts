// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PROMPT_ID, showPrompt, whenNoLessonInProgress } from './update-prompt.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  delete document.body.dataset['activity'];
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

  it('waits while a lesson or practice marks the page in progress and runs once the mark goes', async () => {
    document.body.dataset['activity'] = 'in-progress';
    let runs = 0;
    whenNoLessonInProgress(() => runs++);
    await tick();
    expect(runs).toBe(0);
    document.body.dataset['other'] = 'x';
    await tick();
    expect(runs).toBe(0);
    delete document.body.dataset['activity'];
    await tick();
    expect(runs).toBe(1);
    document.body.dataset['activity'] = 'in-progress';
    delete document.body.dataset['activity'];
    await tick();
    expect(runs).toBe(1);
  });
});
