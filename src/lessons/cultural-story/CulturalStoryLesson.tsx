import { useEffect, useId, useRef, useState } from 'react';
import { storyScore } from '../../domain/scores.ts';
import AudioPlayer from '../audio/AudioPlayer.tsx';
import type { LessonPlayerProps } from '../types.ts';
import { culturalEngagement } from './engagement.ts';
import { journeyRecap } from './JourneyComplete.tsx';
import { checkAnswer, initialQuestions, nextQuestion, retry, selectOption } from './questions.ts';
import { QuestionsPanel } from './QuestionsPanel.tsx';
import { StoryPanel } from './StoryPanel.tsx';
import { panelId, StoryTabPanel, StoryTabs, type StoryTab } from './StoryTabs.tsx';
import { VocabularyPanel } from './VocabularyPanel.tsx';

/**
 * The player of cultural-story lessons: tabs for the story, its key vocabulary and comprehension
 * questions; the last answer completes the lesson and the shell's panel says 'Cultural Journey Complete!'. Unlike the other reading lessons it reports the
 * questions' score (docs/product/lessons.md §9) and its wrong checks as mistakes; see engagement.ts for the engagement.
 */
export default function CulturalStoryLesson({
  lesson,
  hintsEnabled,
  outOfHearts,
  onMistake,
  onComplete,
  playSound,
  audio,
}: LessonPlayerProps<'cultural-story'>) {
  const base = useId();
  const lang = lesson.lang;
  const questions = lesson.comprehensionQuestions;
  const [tab, setTab] = useState<StoryTab>('story');
  const [part, setPart] = useState(0);
  const [partsRead, setPartsRead] = useState<ReadonlySet<number>>(new Set([0]));
  const [vocabularyViewed, setVocabularyViewed] = useState(false);
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const hintsUsed = useRef(new Set<number>());
  const [answers, setAnswers] = useState(initialQuestions);
  const done = useRef(false);
  const focusPanel = useRef<StoryTab | null>(null);

  const score = storyScore(answers.firstTryCorrect, questions.length);
  const engagement = culturalEngagement(partsRead.size, lesson.segments.length, vocabularyViewed);

  const select = (next: StoryTab) => {
    if (next !== tab) playSound?.('click');
    setTab(next);
    if (next === 'vocabulary') setVocabularyViewed(true);
  };
  const goTo = (next: StoryTab) => {
    select(next);
    focusPanel.current = next;
  };
  // A Continue button moved to the next tab: focus lands on that panel once it is shown.
  useEffect(() => {
    if (!focusPanel.current) return;
    document.getElementById(panelId(base, focusPanel.current))?.focus();
    focusPanel.current = null;
  });
  const showPart = (index: number) => {
    if (index < 0 || index >= lesson.segments.length) return;
    playSound?.('click');
    setPart(index);
    setPartsRead((read) => new Set(read).add(index));
  };
  const translationShown = (index: number) => hintsEnabled !== toggled.has(index);
  const toggleTranslation = (index: number) => {
    if (!hintsEnabled && !toggled.has(index)) hintsUsed.current.add(index);
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  };
  const check = () => {
    if (outOfHearts) return;
    const next = checkAnswer(answers, questions);
    if (next === answers) return;
    setAnswers(next);
    if (next.status === 'wrong') {
      playSound?.('incorrect');
      onMistake();
    } else playSound?.('correct');
  };
  const advance = () => {
    const next = nextQuestion(answers, questions.length);
    setAnswers(next);
    playSound?.(next.finished ? 'success' : 'click');
    if (next.finished && !done.current) {
      done.current = true;
      const recap = journeyRecap({
        score,
        firstTryCorrect: next.firstTryCorrect,
        questions: questions.length,
        engagement,
      });
      onComplete(
        {
          score,
          mistakes: next.mistakes,
          attempts: Math.max(1, next.checks),
          hintsUsed: hintsUsed.current.size,
          culturalEngagement: engagement,
        },
        recap,
      );
    }
  };
  const finished = new Set<StoryTab>();
  if (partsRead.size === lesson.segments.length) finished.add('story');
  if (vocabularyViewed) finished.add('vocabulary');
  return (
    <article className="space-y-4" aria-labelledby={`${base}-title`}>
      <header className="space-y-1">
        <p className="badge bg-sun-300/40 text-ink capitalize">{lesson.category}</p>
        <h2 id={`${base}-title`} className="font-display text-2xl font-bold text-ink sm:text-3xl">
          {lesson.title}
        </h2>
      </header>
      <StoryTabs base={base} selected={tab} onSelect={select} done={finished}>
        <StoryTabPanel base={base} tab="story" selected={tab}>
          <AudioPlayer clip={audio?.lesson} label={`${lesson.title}, the story read aloud`} />
          <StoryPanel
            description={lesson.description}
            segments={lesson.segments}
            culturalContext={lesson.culturalContext}
            part={part}
            lang={lang}
            translationShown={translationShown}
            onToggleTranslation={toggleTranslation}
            onPart={showPart}
            onContinue={() => goTo('vocabulary')}
          />
        </StoryTabPanel>
        <StoryTabPanel base={base} tab="vocabulary" selected={tab}>
          <VocabularyPanel
            vocabulary={lesson.vocabulary}
            lang={lang}
            words={audio?.words}
            onContinue={() => goTo('questions')}
          />
        </StoryTabPanel>
        <StoryTabPanel base={base} tab="questions" selected={tab}>
          <QuestionsPanel
            questions={questions}
            state={answers}
            active={tab === 'questions'}
            outOfHearts={outOfHearts}
            language={lesson.language}
            onSelect={(option) => setAnswers((s) => selectOption(s, option, questions))}
            onCheck={check}
            onRetry={() => setAnswers(retry)}
            onNext={advance}
            reportAbout={{ language: lesson.language, lessonId: lesson.id, contentVersion: lesson.lastModified }}
          />
        </StoryTabPanel>
      </StoryTabs>
    </article>
  );
}
