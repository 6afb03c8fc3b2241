// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonSchema, type LessonOf } from '../../content/lessons.ts';
import { FakeHowl } from '@/test-support/fake-howler';
import { $audioSettings, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import type { LessonPlayerProps } from '../types.ts';
import ConversationLesson from './ConversationLesson.tsx';

// happy-dom has no Web Audio: howler is replaced at its boundary.
vi.mock('howler', async () => (await import('@/test-support/fake-howler')).fakeHowlerModule);

afterEach(cleanup);

const parsed = lessonSchema.parse({
  id: '1-5',
  language: 'igbo',
  unit: 1,
  position: 5,
  title: 'Greeting an Elder',
  icon: '🤝',
  type: 'conversation',
  status: 'published',
  author: 'Test',
  lastModified: '2026-11-22',
  estimatedMinutes: 5,
  scenario: 'Adaeze greets the elder next door.',
  lines: [
    { speaker: 'Adaeze', line: 'Mgbede ọma, Mazị Okeke.', translation: 'Good evening, Mr Okeke.' },
    { speaker: 'Mazị Okeke', line: 'Nnọọ, nwa m.', translation: 'Welcome, my child.' },
    { speaker: 'Adaeze', line: 'Daalụ.', translation: 'Thank you.' },
  ],
  notes: ['Greet first and add the title **Mazị**.'],
}) as LessonOf<'conversation'>;
const lesson = { ...parsed, lang: 'ig' };

function setup(hintsEnabled: boolean) {
  const props: LessonPlayerProps<'conversation'> = {
    lesson,
    hintsEnabled,
    outOfHearts: false,
    onMistake: vi.fn(),
    onComplete: vi.fn(),
    playSound: vi.fn(),
  };
  render(<ConversationLesson {...props} />);
  return { props, user: userEvent.setup() };
}

const lines = () => within(screen.getByRole('list', { name: 'Dialogue' })).getAllByRole('listitem');

describe('ConversationLesson', () => {
  it('shows the scenario, the lines by speaker on alternating sides, and the notes', () => {
    setup(true);
    expect(screen.getByText('Adaeze greets the elder next door.')).toBeTruthy();
    expect(lines().map((li) => li.getAttribute('data-side'))).toEqual(['start', 'end', 'start']);
    expect(within(lines()[1]!).getByText('Mazị Okeke')).toBeTruthy();
    expect(screen.getByText('Nnọọ, nwa m.').getAttribute('lang')).toBe('ig');
    expect(screen.getByText('Mazị', { selector: 'strong' })).toBeTruthy();
  });

  it('shows every translation when hints are on', () => {
    setup(true);
    expect(screen.getByText('Welcome, my child.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show translation' })).toBeNull();
  });

  it('reveals a translation with a toggle when hints are off', async () => {
    const { user } = setup(false);
    expect(screen.queryByText('Welcome, my child.')).toBeNull();
    const toggle = within(lines()[1]!).getByRole('button', { name: 'Show translation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByText('Welcome, my child.')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(lines()[1]!).getByRole('button', { name: 'Hide translation' }));
    expect(screen.queryByText('Welcome, my child.')).toBeNull();
  });

  it('completes once on Continue with 100 %, no mistakes and the translations opened as hints', async () => {
    const { props, user } = setup(false);
    const [first, second] = screen.getAllByRole('button', { name: 'Show translation' });
    await user.click(first!);
    await user.click(second!);
    await user.click(screen.getByRole('button', { name: 'Hide translation', description: 'Mgbede ọma, Mazị Okeke.' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    expect(props.onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 2 });
    expect(props.onMistake).not.toHaveBeenCalled();
    expect(props.playSound).toHaveBeenCalledWith('success');
  });

  it('is played with the keyboard only: Enter opens a translation, Enter on Continue finishes', async () => {
    const { props, user } = setup(false);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Show translation');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Good evening, Mr Okeke.')).toBeTruthy();
    expect(props.onComplete).not.toHaveBeenCalled();
    // Each line offers its translation, then a report about it.
    await user.tab();
    const reports = screen.getAllByRole('button', { name: 'Report a problem' });
    expect(reports).toHaveLength(3);
    expect(document.activeElement).toBe(reports[0]);
    for (let i = 0; i < 5; i++) await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    expect(props.onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 1 });
  });

  it("reports a line's text or its audio, with the line as the prompt", async () => {
    const { user } = setup(true);
    const second = screen.getByText('Nnọọ, nwa m.');
    const report = screen.getAllByRole('button', { name: 'Report a problem' })[1]!;
    expect(report.getAttribute('aria-describedby')).toBe(second.id);
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByText('About: Nnọọ, nwa m.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['The audio is wrong', 'The text has a mistake']);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(report);
  });
});

describe('ConversationLesson with real content', () => {
  it('plays Igbo lesson 1-5 with the keyboard: every line on its speaker side, Enter finishes', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    // Vitest runs from the repository root; happy-dom's URL cannot name files.
    const real = lessonSchema.parse(
      parse(await readFile('content/courses/igbo/lessons/1-5.yaml', 'utf8')),
    ) as LessonOf<'conversation'>;
    const onComplete = vi.fn();
    render(
      <ConversationLesson lesson={real} hintsEnabled outOfHearts={false} onMistake={vi.fn()} onComplete={onComplete} />,
    );
    expect(lines().map((li) => li.getAttribute('data-side'))).toEqual(
      real.lines.map((l) => (l.speaker === real.lines[0]?.speaker ? 'start' : 'end')),
    );
    expect(screen.getAllByText(real.lines[1]!.translation)).toHaveLength(1);
    await userEvent.setup().keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 });
  });
});

describe('ConversationLesson with audio', () => {
  const clip = { url: '/audio/igbo/conversations/1-5.mp3', source: 'synthesized' } as const;
  // A chosen quality: the latency probe is tested with the store, and no request leaves these tests.
  beforeEach(() => $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high' }));
  afterEach(() => FakeHowl.reset());

  it('has no player when the lesson declares no audio', () => {
    setup(true);
    expect(screen.queryByRole('region', { name: /^Audio/ })).toBeNull();
  });

  it("plays the conversation's clip, and a clip that fails to load never blocks Continue", async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(
      <ConversationLesson
        lesson={lesson}
        hintsEnabled
        outOfHearts={false}
        onMistake={vi.fn()}
        onComplete={onComplete}
        audio={{ lesson: clip }}
      />,
    );
    const player = screen.getByRole('region', { name: 'Audio: Greeting an Elder, the whole conversation' });
    expect(within(player).getByText('Synthesized voice')).toBeTruthy();
    const sound = await waitFor(() => FakeHowl.last());
    expect(sound.src).toEqual([clip.url]);
    act(() => sound.failLoading('Failed loading audio file with status: 404.'));
    expect(within(player).getByRole('status').textContent).toContain('Audio unavailable');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 });
  });

  describe('line by line', () => {
    const line = (n: number) => ({
      url: `/audio/igbo/conversations/1-5-line-${n}.mp3?v=c${n}`,
      source: 'native' as const,
      credit: `Recorded by Speaker ${n} (CC BY-SA 4.0)`,
    });
    const renderLines = (audio: LessonPlayerProps<'conversation'>['audio']) =>
      render(
        <ConversationLesson
          lesson={lesson}
          hintsEnabled
          outOfHearts={false}
          onMistake={vi.fn()}
          onComplete={vi.fn()}
          audio={audio}
        />,
      );
    const soundOf = (url: string) => {
      const sound = FakeHowl.instances.find((h) => h.src[0] === url);
      if (!sound) throw new Error(`no sound of ${url} yet`);
      return sound;
    };

    it('gives each recorded line its own button and credit, and keeps the whole-conversation player away', async () => {
      const user = userEvent.setup();
      renderLines({ lesson: clip, lines: { 0: line(1), 2: line(3) } });
      expect(screen.queryByRole('region', { name: /whole conversation/ })).toBeNull();
      expect(screen.getByText('2 of 3 lines are recorded.')).toBeTruthy();
      expect(within(lines()[0]!).getByText('Recorded by Speaker 1 (CC BY-SA 4.0)')).toBeTruthy();
      expect(within(lines()[1]!).queryByRole('button', { name: /^Hear/ })).toBeNull();
      await user.click(within(lines()[2]!).getByRole('button', { name: 'Hear Adaeze’s line' }));
      const sound = await waitFor(() => soundOf(line(3).url));
      act(() => sound.finishLoading(1));
      expect(sound.playing).toBe(true);
      expect(lines()[2]!.getAttribute('aria-current')).toBe('true');
      act(() => sound.end());
      await waitFor(() => expect(lines()[2]!.getAttribute('aria-current')).toBeNull());
    });

    it('plays all recorded lines in order, each highlighted as it plays, then stops', async () => {
      const user = userEvent.setup();
      renderLines({ lines: { 0: line(1), 1: line(2), 2: line(3) } });
      expect(screen.getByText('Every line is recorded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Play all' }));
      for (const n of [1, 2, 3]) {
        const sound = await waitFor(() => soundOf(line(n).url));
        await waitFor(() => expect(lines()[n - 1]!.getAttribute('data-playing')).toBe('true'));
        expect(lines().filter((li) => li.hasAttribute('data-playing'))).toHaveLength(1);
        act(() => sound.finishLoading(1));
        expect(sound.playing).toBe(true);
        act(() => sound.end());
      }
      await waitFor(() => expect(lines().some((li) => li.hasAttribute('data-playing'))).toBe(false));
      expect(screen.getByRole('button', { name: 'Play all' })).toBeTruthy();
    });

    it('moves past a line whose clip cannot be had, saying Audio unavailable beside it', async () => {
      const user = userEvent.setup();
      renderLines({ lines: { 0: line(1), 1: line(2) } });
      await user.click(screen.getByRole('button', { name: 'Play all' }));
      const first = await waitFor(() => soundOf(line(1).url));
      act(() => first.failLoading(4));
      expect(within(lines()[0]!).getByRole('status').textContent).toBe('Audio unavailable');
      await waitFor(() => expect(lines()[1]!.getAttribute('data-playing')).toBe('true'));
    });
  });
});
