// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonSchema } from '../../content/lessons.ts';
import { $audioSettings, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import type { LessonPlayerProps, PlayableLesson } from '../types.ts';
import InfoLesson from './InfoLesson.tsx';

afterEach(cleanup);

function lesson(type: 'info' | 'cultural-note', paragraphs: string[]): PlayableLesson<'info' | 'cultural-note'> {
  const data = lessonSchema.parse({
    id: '1-0',
    language: 'igbo',
    unit: 1,
    position: 0,
    title: 'Greetings and Respect',
    icon: '👋',
    type,
    status: 'published',
    author: 'Test',
    lastModified: '2026-11-22',
    estimatedMinutes: 4,
  });
  if (data.type !== type) throw new Error('fixture type');
  return { ...data, type, paragraphs };
}

function setup(
  l = lesson('info', ['Say **Ndewo** to *everyone*.', '- **Biko** — please - **Daalụ** — thank you']),
  audio?: LessonPlayerProps<'info'>['audio'],
) {
  const props: LessonPlayerProps<'info' | 'cultural-note'> = {
    lesson: l,
    hintsEnabled: false,
    outOfHearts: false,
    onMistake: vi.fn(),
    onComplete: vi.fn(),
    playSound: vi.fn(),
    audio,
  };
  render(<InfoLesson {...props} />);
  return { props, user: userEvent.setup() };
}

describe('InfoLesson', () => {
  it('lets the learner hear the bold words that have recordings, and shows no button for the others', () => {
    // A chosen quality: no latency probe leaves the test.
    $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high' });
    setup(undefined, { words: { Biko: { url: '/audio/igbo/vocabulary/biko.mp3', source: 'native' } } });
    expect(screen.getByRole('button', { name: 'Hear Biko' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Hear/ })).toHaveLength(1);
  });

  it('shows no word buttons without recordings', () => {
    setup();
    expect(screen.queryByRole('button', { name: /^Hear/ })).toBeNull();
  });

  it('shows the title and the paragraphs with bold, italic and lists', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Greetings and Respect' })).toBeTruthy();
    expect(screen.getByText('Ndewo').tagName).toBe('STRONG');
    expect(screen.getByText('everyone').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Biko — please', 'Daalụ — thank you']);
    expect(screen.queryByText('Cultural note')).toBeNull();
  });

  it('never turns paragraph text into HTML', () => {
    const { props } = setup(lesson('info', ['<img src="x" onerror="alert(1)"> hello']));
    expect(screen.getByText('<img src="x" onerror="alert(1)"> hello')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(props.onComplete).not.toHaveBeenCalled();
  });

  it('marks a cultural note as such', () => {
    setup(lesson('cultural-note', ['Kola comes first.']));
    expect(screen.getByText('Cultural note')).toBeTruthy();
    expect(screen.getByText('Kola comes first.')).toBeTruthy();
  });

  it('completes once on Continue with 100 % and no mistakes', async () => {
    const { props, user } = setup();
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    await user.click(button);
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    expect(props.onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 });
    expect(props.playSound).toHaveBeenCalledWith('success');
    expect(props.onMistake).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('is finished with the keyboard: Tab to Continue, then Enter', async () => {
    const { props, user } = setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });

  it('continues on Enter when nothing is focused, but not from another control', async () => {
    const { props, user } = setup();
    const outside = document.createElement('button');
    outside.textContent = 'Header';
    document.body.append(outside);
    outside.focus();
    await user.keyboard('{Enter}');
    expect(props.onComplete).not.toHaveBeenCalled();
    outside.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Enter}{Enter}');
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('InfoLesson with real content', () => {
  it('renders the paragraphs and lists of real lesson bodies as the page passes them', async () => {
    const { readFile } = await import('node:fs/promises');
    const { paragraphs, splitFrontmatter } = await import('../../content/read.ts');
    // Vitest runs from the repository root; happy-dom's URL cannot name files.
    const body = (file: string) =>
      readFile(`content/courses/${file}`, 'utf8').then((t) => splitFrontmatter(t)?.body ?? '');
    const igbo = paragraphs(await body('igbo/lessons/1-0.md'));
    setup(lesson('info', igbo));
    expect(document.querySelectorAll('article p').length).toBe(igbo.length);
    expect(screen.getAllByText('Daalụ').every((el) => el.tagName === 'STRONG')).toBe(true);
    expect(document.body.textContent).not.toContain('**');
    cleanup();
    setup(lesson('info', paragraphs(await body('yoruba/lessons/y5-0.md'))));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toMatch(/^iṣu — yam/);
  });
});
