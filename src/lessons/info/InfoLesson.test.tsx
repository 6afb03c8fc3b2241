// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonSchema } from '../../content/lessons.ts';
import { $audioSettings, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import type { LessonPhrase, LessonPlayerProps, PlayableLesson } from '../types.ts';
import InfoLesson from './InfoLesson.tsx';

afterEach(cleanup);

function lesson(
  type: 'info' | 'cultural-note',
  paragraphs: string[],
  phrases?: LessonPhrase[],
): PlayableLesson<'info' | 'cultural-note'> {
  const data = lessonSchema.parse({
    id: 's2-0',
    language: 'swahili',
    unit: 2,
    position: 0,
    title: 'Introducing Yourself',
    icon: '🙋',
    type,
    status: 'published',
    author: 'Test',
    lastModified: '2026-11-22',
    estimatedMinutes: 4,
  });
  if (data.type !== type) throw new Error('fixture type');
  return { ...data, lang: 'sw', type, paragraphs, ...(phrases ? { phrases } : {}) };
}

const PHRASES: LessonPhrase[] = [
  { word: 'Unaitwa nani?', pronunciation: 'oo-nah-EE-twah NAH-nee', translation: 'What is your name?', paragraph: 0 },
  { word: 'Ninaitwa', pronunciation: 'nee-nah-EE-twah', translation: 'My name is', paragraph: 0 },
  { word: 'Ndiyo', pronunciation: 'NDEE-yoh', translation: 'Yes', paragraph: 2 },
];
const TEXT = [
  'Ask **Unaitwa nani?** and answer **Ninaitwa Amina**, after **Hujambo?**',
  'Some words:',
  '- **Ndiyo** — yes - **Hapana** — no',
  'Say *everything* twice.',
];

function setup(l = lesson('info', TEXT, PHRASES), audio?: LessonPlayerProps<'info'>['audio']) {
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

const progress = () => screen.getByRole('progressbar', { name: 'Lesson progress' });
const stepHeading = () => screen.getByRole('heading', { level: 3 });
const shownStep = () => document.querySelector<HTMLElement>('section[data-step]:not([aria-hidden])')!;

describe('InfoLesson, one step at a time', () => {
  it('opens on the first step: its paragraph, its phrases as cards, the progress, Back disabled and Next', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Introducing Yourself' })).toBeTruthy();
    expect(stepHeading().textContent).toBe('Step 1 of 3');
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(progress().getAttribute('aria-valuemax')).toBe('3');
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 1 of 3');
    expect(shownStep().textContent).toContain('Ask Unaitwa nani? and answer Ninaitwa Amina');
    expect(shownStep().textContent).not.toContain('Some words');
    const cards = within(screen.getByRole('list', { name: 'New phrases' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Unaitwa nani?Say it: oo-nah-EE-twah NAH-neeWhat is your name?',
      'NinaitwaSay it: nee-nah-EE-twahMy name is',
    ]);
    expect(within(cards[0]!).getByText('Unaitwa nani?').getAttribute('lang')).toBe('sw');
    expect((screen.getByRole('button', { name: /Back/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Next/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
  });

  it('goes on with Next and back with Back, moving the focus to the step heading each time', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    expect(stepHeading().textContent).toBe('Step 2 of 3');
    expect(document.activeElement).toBe(stepHeading());
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    // The lead-in and the list it introduces share a step.
    expect(shownStep().textContent).toContain('Some words:');
    expect(
      within(shownStep())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Ndiyo — yes');
    expect(within(shownStep()).getByRole('list', { name: 'New phrases' }).textContent).toContain('NDEE-yoh');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(stepHeading().textContent).toBe('Step 1 of 3');
    expect(document.activeElement).toBe(stepHeading());
    expect(props.playSound).toHaveBeenCalledWith('click');
  });

  it('is stepped with the keyboard alone: Enter and → go on, ← goes back, Enter on the last step completes', async () => {
    const { user, props } = setup();
    await user.keyboard('{ArrowRight}');
    expect(stepHeading().textContent).toBe('Step 2 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(stepHeading().textContent).toBe('Step 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(stepHeading().textContent).toBe('Step 1 of 3');
    await user.keyboard('{Enter}{Enter}');
    expect(stepHeading().textContent).toBe('Step 3 of 3');
    expect(screen.getByRole('button', { name: /Continue/ })).toBeTruthy();
    // → does not finish the lesson: only Continue does.
    await user.keyboard('{ArrowRight}');
    expect(props.onComplete).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });

  it('completes once on Continue, as today: 100 %, no mistakes, the success sound; Back never completes again', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    const button = screen.getByRole('button', { name: /Continue/ });
    await user.click(button);
    await user.click(button);
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    expect(props.onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 });
    expect(props.playSound).toHaveBeenCalledWith('success');
    expect(props.onMistake).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.keyboard('{Enter}{Enter}');
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter on another control to that control', async () => {
    const { props, user } = setup(lesson('info', ['Only one.']));
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

  it('plays a phrase from its card; the text itself has no buttons to read around', () => {
    // A chosen quality: no latency probe leaves the test.
    $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high' });
    const clip = (slug: string) => ({ url: `/audio/swahili/vocabulary/${slug}.mp3`, source: 'synthesized' as const });
    setup(undefined, { words: { 'Unaitwa nani?': clip('unaitwa-nani'), 'Hujambo?': clip('hujambo') } });
    const cards = screen.getByRole('list', { name: 'New phrases' });
    expect(within(cards).getByRole('button', { name: 'Hear Unaitwa nani? (synthesized voice)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Hear/ })).toHaveLength(1);
    expect(screen.getByText('Hujambo?').tagName).toBe('STRONG');
  });

  it('shows no phrase list and no word buttons for a step without phrases or recordings', async () => {
    const { user } = setup();
    await user.keyboard('{Enter}{Enter}');
    expect(within(shownStep()).queryByRole('list', { name: 'New phrases' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hear/ })).toBeNull();
    expect(within(shownStep()).getByText('everything').tagName).toBe('EM');
  });

  it('names a step after the heading its author wrote, and focuses it', async () => {
    const { user } = setup(lesson('info', ['Intro.', '## At the market', 'Greet first.', 'Then ask the price.']));
    expect(stepHeading().textContent).toBe('Step 1 of 2');
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 3, name: 'Step 2 of 2: At the market' });
    expect(document.activeElement).toBe(heading);
    expect(shownStep().textContent).toContain('Greet first.');
    expect(shownStep().textContent).toContain('Then ask the price.');
    expect(shownStep().textContent).not.toContain('##');
  });

  it('is rendered on the server with its first step only, so the page stays small', () => {
    const html = renderToString(
      <InfoLesson
        lesson={lesson('info', TEXT, PHRASES)}
        hintsEnabled={false}
        outOfHearts={false}
        onMistake={vi.fn()}
        onComplete={vi.fn()}
      />,
    );
    expect(html).toContain('Step 1 of 3');
    expect(html).toContain('oo-nah-EE-twah NAH-nee');
    expect(html).not.toContain('Some words');
    expect(html).not.toContain('NDEE-yoh');
  });

  it('never turns paragraph text into HTML', () => {
    const { props } = setup(lesson('info', ['<img src="x" onerror="alert(1)"> hello']));
    expect(screen.getByText('<img src="x" onerror="alert(1)"> hello')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(props.onComplete).not.toHaveBeenCalled();
  });

  it('marks a cultural note as such, and a one-paragraph note is one step ending in Continue', () => {
    setup(lesson('cultural-note', ['Kola comes first.']));
    expect(screen.getByText('Cultural note')).toBeTruthy();
    expect(screen.getByText('Kola comes first.')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Step 1 of 1');
    expect(screen.getByRole('button', { name: /Continue/ })).toBeTruthy();
  });
});

describe('InfoLesson with real content', () => {
  it('steps through Swahili s2-0 paragraph by paragraph, each phrase on one card of the step that introduces it', async () => {
    const { readFile } = await import('node:fs/promises');
    const { paragraphs, splitFrontmatter } = await import('../../content/read.ts');
    const { coursePhrases } = await import('./phrases.ts');
    const { courseVocabulary } = await import('./courseVocabulary.ts');
    const { parse } = await import('yaml');
    // Vitest runs from the repository root; happy-dom's URL cannot name files.
    const read = (file: string) => readFile(file, 'utf8');
    const course = parse(await read('content/courses/swahili/course.yaml'));
    const ids = ['s2-0', 's2-1', 's2-2', 's2-3', 's2-4', 's2-5', 's2-6'];
    const lessons = await Promise.all(
      ids.map(async (id) => {
        const md = id === 's2-0';
        const text = await read(`content/courses/swahili/lessons/${id}.${md ? 'md' : 'yaml'}`);
        const split = md ? splitFrontmatter(text)! : { data: text, body: '' };
        return { data: lessonSchema.parse(parse(split.data)), body: split.body };
      }),
    );
    const body = paragraphs(lessons[0]!.body);
    const playable = coursePhrases({ course, lessons }, courseVocabulary('swahili'))(lesson('info', body));
    const { user } = setup(playable);
    expect(stepHeading().textContent).toBe(`Step 1 of ${body.length}`);
    const seen: string[] = [];
    for (let i = 0; i < body.length; i++) {
      expect(progress().getAttribute('aria-valuenow')).toBe(String(i + 1));
      seen.push(
        ...within(shownStep())
          .queryAllByRole('listitem')
          .map((li) => li.getAttribute('data-phrase') ?? ''),
      );
      if (i < body.length - 1) await user.keyboard('{ArrowRight}');
    }
    const cards = seen.filter(Boolean);
    expect(cards).toContain('Unaitwa nani?');
    expect(new Set(cards).size).toBe(cards.length);
    expect(cards).toHaveLength(playable.phrases!.length);
    expect(document.body.textContent).not.toContain('**');
  });
});
