import type { LessonOf } from '../../content/lessons.ts';
import type { LessonRecap } from '../types.ts';

type Question = LessonOf<'quiz'>['questions'][number];

/**
 * The end of a quiz for the shell's completion panel: how many questions were right first time and, for each one
 * missed, the question and its right answer, with the word that it comes back in practice (its review item).
 */
export function quizRecap(questions: readonly Question[], missed: readonly number[]): LessonRecap {
  const right = questions.length - missed.length;
  const figures = [{ label: 'Right first time', value: `${right} of ${questions.length}` }];
  if (missed.length === 0) return { title: 'Every answer right first time!', icon: '🌟', figures };
  return {
    title: 'Quiz complete',
    icon: '✅',
    figures,
    details: (
      <section
        aria-labelledby="quiz-missed"
        className="mx-auto max-w-prose rounded-xl border-2 border-clay-500 bg-clay-50 p-4 text-left"
      >
        <h3 id="quiz-missed" className="font-bold">
          {missed.length === 1 ? 'The question you missed' : `The ${missed.length} questions you missed`}
        </h3>
        <ul className="mt-2 space-y-3">
          {missed.map((index) => {
            const question = questions[index];
            if (!question) return null;
            const answer = question.options.find((o) => o.isCorrect)?.text ?? '';
            return (
              <li key={index}>
                <p className="break-words">{question.question}</p>
                <p className="break-words">
                  Answer: <span className="font-semibold">{answer}</span>
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm">
          {missed.length === 1 ? 'It comes' : 'They come'} back in practice, to answer again.
        </p>
      </section>
    ),
  };
}
