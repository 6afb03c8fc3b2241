import { lessonBaseSeconds } from '../domain/xp.ts';
import type { LessonType } from './common.ts';
import { isProseType } from './lessons.ts';

/** Marks every value an author must replace; content:check accepts it, so a draft can be saved and checked at once. */
export const PLACEHOLDER = 'TODO';

const todo = (what: string) => `${PLACEHOLDER}: ${what}`;

const icons: Record<LessonType, string> = {
  info: '📖',
  'cultural-note': '🌍',
  'pattern-discovery': '🔍',
  quiz: '✅',
  'memory-game': '🃏',
  'cultural-story': '📜',
  conversation: '💬',
  'sentence-construction': '🧩',
};

const question = (n: number) => ({
  question: todo(`question ${n}`),
  options: [
    { text: todo('the right answer'), isCorrect: true, explanation: todo('why it is right') },
    { text: todo('a plausible wrong answer'), isCorrect: false, explanation: todo('why it is wrong') },
    { text: todo('another plausible wrong answer'), isCorrect: false, explanation: todo('why it is wrong') },
  ],
  explanation: todo('what the learner should take away'),
});

function typeFields(type: LessonType): Record<string, unknown> {
  switch (type) {
    case 'info':
    case 'cultural-note':
      return {};
    case 'pattern-discovery':
      return {
        description: todo('one sentence on what the learner will discover'),
        targetPattern: todo('the pattern as a short formula, e.g. [word] + [ending] = [meaning]'),
        steps: [
          { id: 'step-1', type: 'observation', content: todo('what to look at'), examples: [{ text: todo('example in the language'), english: todo('its meaning'), highlight: todo('the part to notice') }] },
          { id: 'step-2', type: 'discovery', content: todo('a question that leads to the pattern'), pattern: todo("the pattern that 'Show Pattern' reveals") },
          { id: 'step-3', type: 'practice', content: todo('a situation to apply the pattern'), question: todo('the question'), answer: todo('its answer') },
        ],
        summary: todo('the pattern in one or two sentences'),
      };
    case 'quiz':
      return { questions: [question(1), question(2)] };
    case 'memory-game':
      return {
        description: todo('what the learner matches'),
        pairs: [1, 2, 3, 4].map((n) => ({ id: `pair-${n}`, word: todo(`word ${n}`), english: todo(`meaning ${n}`) })),
        explanation: todo('a recap shown after the game'),
      };
    case 'cultural-story':
      return {
        category: 'tradition',
        description: todo('one sentence on the story'),
        segments: [{ id: 'segment-1', text: todo('the first part of the story'), translation: todo('translation of any phrases in the language'), culturalNote: todo('a note on the custom') }],
        vocabulary: [{ word: todo('a key word'), english: todo('its meaning'), pronunciation: todo('a respelling an English reader can say') }],
        comprehensionQuestions: [question(1)],
        culturalContext: todo('the background: where, when and why'),
      };
    case 'conversation':
      return {
        scenario: todo('who is talking, where, and why'),
        lines: [
          { speaker: todo('first speaker'), line: todo('what they say'), translation: todo('in English') },
          { speaker: todo('second speaker'), line: todo('the reply'), translation: todo('in English') },
        ],
        notes: [todo('a note on grammar, politeness or culture')],
      };
    case 'sentence-construction':
      // The word bank must hold every word of the sentence (split on spaces); so the placeholder lists its own words.
      return {
        sentences: [
          {
            prompt: todo('what to say, in English'),
            wordBank: [`${PLACEHOLDER}:`, 'the', 'sentence', 'distractor'],
            correctSentence: `${PLACEHOLDER}: the sentence`,
            explanation: todo('why the words go in this order'),
          },
        ],
      };
  }
}

/** A draft lesson of `type` with every required field filled with a placeholder, and the Markdown body prose types need. */
export function lessonSkeleton(language: string, id: string, unit: number, position: number, type: LessonType, today: string) {
  const data = {
    id,
    language,
    unit,
    position,
    title: todo('lesson title'),
    icon: icons[type],
    type,
    status: 'draft',
    author: todo('your name'),
    lastModified: today,
    difficulty: 'beginner',
    estimatedMinutes: Math.round(lessonBaseSeconds(type, position) / 60),
    culturalConnection: todo('one or two sentences tying the lesson to the culture'),
    ...typeFields(type),
  };
  const body = isProseType(type) ? `${todo('the first paragraph')}\n\n${todo('more paragraphs, separated by blank lines')}\n` : '';
  return { data, body };
}
