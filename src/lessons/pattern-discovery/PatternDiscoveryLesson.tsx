import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LessonPlayerProps } from '../types.ts';
import { acceptedAnswers, checkStepAnswer, type PracticeResult } from './check.ts';
import ActionBar from '../shared/ActionBar.tsx';
import { patternRecap } from './PatternMastered.tsx';
import PracticeQuestion from './PracticeQuestion.tsx';
import StepView from './StepView.tsx';
import { patternLessonScore } from './score.ts';
import { useLessonKeys } from '../shared/useLessonKeys.ts';

interface StepProgress {
  revealed?: boolean;
  /** Answered right, right but for its marks (a slip, which costs no heart), or its answer shown. */
  solved?: 'correct' | 'slip' | 'shown';
  /** A wrong check was made, so 'Show Answer' is offered. */
  missed?: boolean;
}

/**
 * Pattern discovery (docs/product/lessons.md §2, §4): typed steps with Previous/Next. A discovery step shows its pattern
 * on 'Show Pattern'; a step with a question is settled by a correct check (a wrong one costs a heart) or
 * by 'Show Answer' (a hint). The last step completes the lesson; the shell's panel shows the recap (PatternMastered.tsx).
 */
export default function PatternDiscoveryLesson({
  lesson,
  hintsEnabled,
  outOfHearts,
  onMistake,
  onComplete,
  playSound,
}: LessonPlayerProps<'pattern-discovery'>) {
  const steps = lesson.steps;
  const [index, setIndex] = useState(0);
  const [farthest, setFarthest] = useState(0);
  const [progress, setProgress] = useState<Record<string, StepProgress>>({});
  const [tally, setTally] = useState({ checks: 0, mistakes: 0, hintsUsed: 0 });
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pattern = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const completed = useRef(false);
  const hintId = useId();
  const lang = lesson.lang;

  const step = steps[index]!;
  const state = progress[step.id] ?? {};
  const answer = step.question ? step.answer : undefined;
  const needsReveal = step.type === 'discovery' && !!step.pattern && !state.revealed;
  const needsAnswer = answer !== undefined && state.solved === undefined;
  const canAdvance = !needsReveal && !needsAnswer;
  const update = (patch: StepProgress) => setProgress((p) => ({ ...p, [step.id]: { ...p[step.id], ...patch } }));

  const goTo = (target: number) => {
    playSound?.('click');
    flushSync(() => {
      setIndex(target);
      setFarthest((f) => Math.max(f, target));
    });
    const to = steps[target];
    const open = to?.question && to.answer && !progress[to.id]?.solved && !outOfHearts;
    (open ? input.current : heading.current)?.focus();
  };

  const next = () => {
    if (!canAdvance) return;
    if (index < steps.length - 1) return goTo(index + 1);
    finish();
  };

  const reveal = () => {
    playSound?.('click');
    flushSync(() => update({ revealed: true }));
    pattern.current?.focus();
  };

  const check = (value: string): PracticeResult => {
    const result = checkStepAnswer(value, answer ?? '', lesson.markName ?? 'accent');
    const wrong = result.kind === 'wrong';
    setTally((t) => ({ ...t, checks: t.checks + 1, mistakes: t.mistakes + (wrong ? 1 : 0) }));
    if (result.kind === 'correct') {
      playSound?.('correct');
      flushSync(() => update({ solved: 'correct' }));
      nextButton.current?.focus();
    } else if (result.kind === 'slip') {
      // Right but for its marks: answered, as in practice, at no cost in hearts; not right first time.
      playSound?.('correct');
      flushSync(() => update({ solved: 'slip', missed: true }));
      nextButton.current?.focus();
    } else {
      playSound?.('incorrect');
      update({ missed: true });
      onMistake();
    }
    return result;
  };

  const showAnswer = () => {
    playSound?.('click');
    setTally((t) => ({ ...t, hintsUsed: t.hintsUsed + 1 }));
    flushSync(() => update({ solved: 'shown' }));
    nextButton.current?.focus();
  };

  const finish = () => {
    if (completed.current) return;
    completed.current = true;
    playSound?.('success');
    const questions = steps.filter((s) => s.question && s.answer !== undefined);
    const firstTryRight = questions.filter(
      (s) => progress[s.id]?.solved === 'correct' && !progress[s.id]?.missed,
    ).length;
    const score = patternLessonScore({
      visited: farthest + 1,
      steps: steps.length,
      questions: questions.length,
      firstTryRight,
    });
    onComplete(
      { score, mistakes: tally.mistakes, attempts: Math.max(1, tally.checks), hintsUsed: tally.hintsUsed },
      patternRecap({
        targetPattern: lesson.targetPattern,
        summary: lesson.summary,
        firstTryRight,
        questions: questions.length,
      }),
    );
  };

  useLessonKeys(container, {
    onEnter: () => {
      if (needsReveal) reveal();
      else if (canAdvance) next();
      else input.current?.focus();
    },
  });

  return (
    <div ref={container} className="flex flex-col gap-4">
      <p className="text-muted">{lesson.description}</p>
      <div>
        <p className="text-sm font-semibold text-clay-700">
          Step {index + 1} of {steps.length}
        </p>
        <div
          role="progressbar"
          aria-label="Lesson progress"
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={index + 1}
          aria-valuetext={`Step ${index + 1} of ${steps.length}`}
          className="mt-1 h-2 overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-forest-600 transition-all"
            style={{ width: `${((index + 1) / steps.length) * 100}%` }}
          />
        </div>
      </div>
      <StepView
        key={step.id}
        step={step}
        number={index + 1}
        total={steps.length}
        lang={lang}
        revealed={!needsReveal}
        headingRef={heading}
        patternRef={pattern}
        onReveal={reveal}
      >
        {step.question && answer !== undefined && (
          <PracticeQuestion
            stepId={step.id}
            question={step.question}
            answer={answer}
            solved={state.solved}
            canShowAnswer={hintsEnabled || state.missed === true}
            outOfHearts={outOfHearts}
            language={lesson.language}
            lang={lang}
            keyboard={lesson.keyboard}
            inputRef={input}
            onCheck={check}
            onShowAnswer={showAnswer}
            report={{
              language: lesson.language,
              lessonId: lesson.id,
              exerciseKind: 'pattern-discovery',
              prompt: step.question,
              expectedAnswers: acceptedAnswers(answer),
              contentVersion: lesson.lastModified,
            }}
          />
        )}
      </StepView>
      <nav aria-label="Steps">
        <ActionBar
          above={
            !canAdvance && (
              <p id={hintId} className="text-right text-sm text-muted">
                {needsReveal ? 'Show the pattern to continue.' : 'Answer the question to continue.'}
              </p>
            )
          }
        >
          {index > 0 && (
            <button type="button" className="btn-ghost mr-auto" onClick={() => goTo(index - 1)}>
              <span aria-hidden="true">←</span> Previous step
            </button>
          )}
          <button
            ref={nextButton}
            type="button"
            className="btn-primary"
            disabled={!canAdvance}
            aria-describedby={canAdvance ? undefined : hintId}
            onClick={next}
          >
            {index < steps.length - 1 ? 'Next step' : 'Finish'} <span aria-hidden="true">→</span>
          </button>
        </ActionBar>
      </nav>
    </div>
  );
}
