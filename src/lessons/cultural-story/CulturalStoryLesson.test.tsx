// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonSchema, type LessonOf } from '../../content/lessons.ts';
import { $audioSettings, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import type { LessonPlayerProps } from '../types.ts';
import CulturalStoryLesson from './CulturalStoryLesson.tsx';

vi.mock('howler', async () => (await import('@/test-support/fake-howler')).fakeHowlerModule);

afterEach(cleanup);

const parsed = lessonSchema.parse({
  id: '1-4',
  language: 'igbo',
  unit: 1,
  position: 4,
  title: 'The Kola Nut Welcome',
  icon: '🌰',
  type: 'cultural-story',
  status: 'published',
  author: 'Test',
  lastModified: '2026-11-22',
  estimatedMinutes: 7,
  category: 'tradition',
  description: 'Chidi visits an elder.',
  culturalContext: 'Kola opens every visit.',
  segments: [
    {
      id: 'segment-1',
      text: 'Chidi says, "Ndewo, Nna."',
      translation: '"Hello, sir."',
      culturalNote: 'Elders get a title.',
    },
    { id: 'segment-2', text: 'The kola is shared.' },
  ],
  vocabulary: [
    { word: 'ọjị', english: 'kola nut', pronunciation: 'AW-jee' },
    { word: 'ndụ', english: 'life' },
  ],
  comprehensionQuestions: [
    {
      question: 'What comes first?',
      options: [
        { text: 'A meal', explanation: 'Food comes later.' },
        { text: 'Kola nut', isCorrect: true, explanation: 'Yes, kola first.' },
      ],
      explanation: 'Kola is offered before anything else.',
    },
    {
      question: 'What is ndụ?',
      options: [{ text: 'life', isCorrect: true }, { text: 'kola' }],
      explanation: 'ndụ means life.',
    },
  ],
}) as LessonOf<'cultural-story'>;
const lesson = { ...parsed, lang: 'ig' };

function setup(overrides: Partial<LessonPlayerProps<'cultural-story'>> = {}) {
  const props: LessonPlayerProps<'cultural-story'> = {
    lesson,
    hintsEnabled: false,
    outOfHearts: false,
    onMistake: vi.fn(),
    onComplete: vi.fn(),
    playSound: vi.fn(),
    ...overrides,
  };
  const view = render(<CulturalStoryLesson {...props} />);
  return { props, view, user: userEvent.setup() };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
/** The text that describes `element` through aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const selectedTab = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('CulturalStoryLesson tabs', () => {
  it('is a tablist moved by arrow keys, Home and End, with one tab stop', async () => {
    const { user } = setup();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: /Story/ })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(tab(/Story/));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(/Key Vocabulary/));
    expect(selectedTab()).toContain('Key Vocabulary');
    expect(screen.getByRole('tabpanel', { name: /Key Vocabulary/ })).toBeTruthy();
    await user.keyboard('{End}');
    expect(selectedTab()).toContain('Questions');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toContain('Story');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab(/Questions/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab(/Story/));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe('CulturalStoryLesson story and vocabulary', () => {
  it('shows the parts one by one with a translation toggle and the cultural note', async () => {
    const { user } = setup();
    expect(screen.getByText('Part 1 of 2')).toBeTruthy();
    expect(screen.getByText('Chidi says, "Ndewo, Nna."').getAttribute('lang')).toBe('ig');
    expect(screen.getByText('Elders get a title.')).toBeTruthy();
    expect(screen.getByText('"Hello, sir."').hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(screen.getByText('"Hello, sir."').hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Hide translation' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Part 2 of 2')).toBeTruthy();
    expect(screen.getByText('Kola opens every visit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show translation' })).toBeNull();
    expect(tab(/Story/).textContent).toContain('(done)');
  });

  it('shows the translations at once when hints are on', () => {
    setup({ hintsEnabled: true });
    expect(screen.getByText('"Hello, sir."').hidden).toBe(false);
  });

  it('goes on to the vocabulary, focused, with word, meaning and pronunciation', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Vocabulary' }));
    const panel = screen.getByRole('tabpanel', { name: /Key Vocabulary/ });
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText('ọjị').getAttribute('lang')).toBe('ig');
    expect(within(panel).getByText('kola nut')).toBeTruthy();
    expect(within(panel).getByText(/AW-jee/).textContent).toBe('Pronunciation: /AW-jee/');
  });
});

describe('CulturalStoryLesson questions', () => {
  it('a press of Check leaves the focus on the chosen answer; Try Again takes it once the verdict is painted', async () => {
    const { user } = setup();
    await user.click(tab(/Questions/));
    await user.click(screen.getByRole('radio', { name: 'A meal' }));
    const check = screen.getByRole('button', { name: 'Check' });
    expect(fireEvent.mouseDown(check)).toBe(false);
    fireEvent.click(check);
    expect(screen.getByRole('status').textContent).toContain('Try Again');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /A meal/ }));
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(check.textContent).toContain('Try Again');
  });

  it('goes wrong → retry → right, then completes with the score, mistakes and engagement', async () => {
    const { props, user } = setup();
    await user.click(tab(/Questions/));
    const check = screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'A meal' }));
    await user.click(check);
    expect(props.onMistake).toHaveBeenCalledTimes(1);
    expect(props.playSound).toHaveBeenCalledWith('incorrect');
    expect(screen.getByRole('status').textContent).toContain('Try Again');
    expect(screen.getByText('Food comes later.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Kola nut/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'A meal' }));
    await user.click(screen.getByRole('radio', { name: 'Kola nut' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toMatch(
      /Correct.*Yes, kola first\..*Kola is offered before anything else\./,
    );
    expect(props.playSound).toHaveBeenCalledWith('correct');
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'life' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(props.onComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    // 1 of 2 right first time; 1 of 2 parts read and the vocabulary never opened: 1/3.
    expect(props.onComplete).toHaveBeenCalledWith(
      { score: 50, mistakes: 1, attempts: 3, hintsUsed: 0, culturalEngagement: 33 },
      expect.objectContaining({
        title: 'Cultural Journey Complete!',
        figures: expect.arrayContaining([{ label: 'Questions right first time', value: '1 of 2 (50%)' }]),
      }),
    );
    expect(props.onMistake).toHaveBeenCalledTimes(1);
  });

  it('does not check while out of hearts, says why beside Check, and offers no option to choose', async () => {
    const { props, user } = setup({ outOfHearts: true });
    await user.click(tab(/Questions/));
    expect(screen.getByRole('radio', { name: 'A meal' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'A meal' }));
    expect(screen.getByRole('radio', { name: 'A meal' })).toHaveProperty('checked', false);
    const check = screen.getByRole('button', { name: 'Check' });
    expect((check as HTMLButtonElement).disabled).toBe(true);
    expect(description(check)).toMatch(/^Out of hearts — they refill tomorrow \(in .+\), or practise to earn one\.$/);
    await user.keyboard('{Enter}');
    expect(props.onMistake).not.toHaveBeenCalled();
    expect(screen.queryByText('Try Again')).toBeNull();
  });

  it('is finished with the keyboard only, counting translations opened as hints', async () => {
    const { props, user } = setup();
    await user.tab(); // Story tab
    await user.tab(); // the Story panel
    await user.tab(); // Show translation
    await user.keyboard('{Enter}');
    await user.tab(); // Previous is disabled: Next
    expect(document.activeElement?.textContent).toBe('Next →');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toContain('Continue to Vocabulary');
    await user.keyboard('{Enter}');
    await user.tab(); // Continue to Questions
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: /Questions/ }));
    await user.keyboard('1{Enter}');
    expect(props.onMistake).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try Again' }));
    await user.keyboard('{Enter}2{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next Question' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'life' }));
    await user.keyboard('1{Enter}{Enter}');
    expect(props.playSound).toHaveBeenCalledWith('success');
    await user.keyboard('{Enter}{Enter}');
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    expect(props.onComplete).toHaveBeenCalledWith(
      { score: 50, mistakes: 1, attempts: 3, hintsUsed: 1, culturalEngagement: 100 },
      expect.objectContaining({ title: 'Cultural Journey Complete!' }),
    );
  });
});

describe('CulturalStoryLesson with real content', () => {
  it('plays Igbo lesson 1-4 end to end with the keyboard, every answer right first time', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    // Vitest runs from the repository root; happy-dom's URL cannot name files.
    const text = await readFile('content/courses/igbo/lessons/1-4.yaml', 'utf8');
    const real = lessonSchema.parse(parse(text)) as LessonOf<'cultural-story'>;
    const { props, user } = setup({ lesson: real });
    for (let i = 1; i < real.segments.length; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('button', { name: 'Continue to Vocabulary' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    for (const question of real.comprehensionQuestions) {
      expect(screen.getByRole('group', { name: question.question })).toBeTruthy();
      await user.keyboard(`${question.options.findIndex((o) => o.isCorrect) + 1}{Enter}{Enter}`);
    }
    expect(props.onMistake).not.toHaveBeenCalled();
    expect(props.onComplete).toHaveBeenCalledWith(
      { score: 100, mistakes: 0, attempts: real.comprehensionQuestions.length, hintsUsed: 0, culturalEngagement: 100 },
      expect.anything(),
    );
  });
});

describe('CulturalStoryLesson with audio', () => {
  // A chosen quality: the latency probe is tested with the store, and no request leaves these tests.
  beforeEach(() => $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high' }));
  it('offers a play button for each vocabulary word that has a recording', async () => {
    const { user } = setup({ audio: { words: { ọjị: { url: '/audio/igbo/vocabulary/oji.mp3', source: 'native' } } } });
    await user.click(tab(/Key Vocabulary/));
    const panel = screen.getByRole('tabpanel', { name: /Key Vocabulary/ });
    expect(within(panel).getByRole('button', { name: 'Hear ọjị' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Hear ndụ/ })).toBeNull();
  });

  it('has neither a story player nor word buttons without audio', async () => {
    const { user } = setup();
    expect(screen.queryByRole('region', { name: /^Audio/ })).toBeNull();
    await user.click(tab(/Key Vocabulary/));
    expect(screen.queryByRole('button', { name: /^Hear/ })).toBeNull();
    // A respelling is read, not played: no speaker where nothing can be heard.
    expect(screen.getByRole('tabpanel', { name: /Key Vocabulary/ }).textContent).not.toContain('🔊');
  });
});
