import { useMemo, useRef, useState } from 'react';
import AudioPlayer from '../audio/AudioPlayer.tsx';
import { InlineMarkdown } from '../shared/Markdown.tsx';
import { useLessonKeys } from '../shared/useLessonKeys.ts';
import { readingOutcome } from '../shared/readingOutcome.ts';
import ActionBar from '../shared/ActionBar.tsx';
import type { LessonPlayerProps } from '../types.ts';
import { useAudioSettings } from '../audio/useAudioSettings.ts';
import type { AudioClip } from '../types.ts';
import { DialogueLine } from './DialogueLine.tsx';
import LineAudio from './LineAudio.tsx';
import { speakerStyles } from './speakers.ts';

/** Which line plays: its index, a count that changes on every request, and whether Play all goes on after it. */
interface Playing {
  index: number;
  turn: number;
  all: boolean;
}

/**
 * The player of conversation lessons: the scenario, the dialogue by speaker, the notes and Continue. A line with a
 * recording has its own play button and credit; Play all plays the recorded lines in order, each highlighted as it
 * plays. A conversation none of whose lines is recorded keeps a whole-conversation clip, when it has one.
 * With hints on every translation is shown; with hints off each line has a 'Show translation' toggle,
 * and the number of lines whose translation the learner opened is reported as hintsUsed.
 */
export default function ConversationLesson({
  lesson,
  hintsEnabled,
  onComplete,
  playSound,
  audio,
}: LessonPlayerProps<'conversation'>) {
  const styles = useMemo(() => speakerStyles(lesson.lines), [lesson.lines]);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const opened = useRef(new Set<number>());
  const [done, setDone] = useState(false);
  const completed = useRef(false);
  const lang = lesson.lang;
  const { preferNative } = useAudioSettings();
  const lineClips = useMemo(() => {
    const clips = new Map<number, AudioClip>();
    for (const [index, clip] of Object.entries(audio?.lines ?? {}))
      if (!(preferNative && clip.source === 'synthesized') && Number(index) < lesson.lines.length)
        clips.set(Number(index), clip);
    return clips;
  }, [audio?.lines, preferNative, lesson.lines.length]);
  const recorded = [...lineClips.keys()].sort((a, b) => a - b);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const turns = useRef(0);
  const play = (index: number, all: boolean) => setPlaying({ index, turn: ++turns.current, all });
  const lineDone = (index: number) =>
    setPlaying((current) => {
      if (!current || current.index !== index) return current;
      const next = current.all ? recorded.find((i) => i > index) : undefined;
      return next === undefined ? null : { index: next, turn: ++turns.current, all: true };
    });

  const toggle = (index: number) => {
    playSound?.('click');
    opened.current.add(index);
    setRevealed((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  const finish = () => {
    if (completed.current) return;
    completed.current = true;
    setDone(true);
    playSound?.('success');
    onComplete(readingOutcome(opened.current.size));
  };
  useLessonKeys(null, { onEnter: finish, enabled: !done });

  return (
    <article className="space-y-5" aria-labelledby="conversation-title">
      <h2 id="conversation-title" className="font-display text-2xl font-bold text-ink sm:text-3xl">
        {lesson.title}
      </h2>
      <section className="card bg-sand/40" aria-labelledby="conversation-scenario">
        <h3 id="conversation-scenario" className="text-sm font-semibold tracking-wide text-clay-700 uppercase">
          <span aria-hidden="true">🎬</span> Scenario
        </h3>
        <p className="mt-1 text-lg italic">{lesson.scenario}</p>
      </section>
      {recorded.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => (playing?.all ? setPlaying(null) : play(recorded[0]!, true))}
          >
            <span aria-hidden="true">{playing?.all ? '⏹' : '▶'}</span> {playing?.all ? 'Stop' : 'Play all'}
          </button>
          <p className="text-sm text-muted">
            {recorded.length === lesson.lines.length
              ? 'Every line is recorded.'
              : `${recorded.length} of ${lesson.lines.length} lines are recorded.`}
          </p>
        </div>
      ) : (
        <AudioPlayer clip={audio?.lesson} label={`${lesson.title}, the whole conversation`} />
      )}
      <ol aria-label="Dialogue" className="space-y-3">
        {lesson.lines.map((line, i) => (
          <DialogueLine
            key={i}
            speaker={line.speaker}
            line={line.line}
            translation={line.translation}
            style={styles.get(line.speaker) ?? { side: 'start', tone: 0 }}
            lang={lang}
            showTranslation={hintsEnabled}
            revealed={revealed.has(i)}
            onToggle={() => toggle(i)}
            playing={playing?.index === i}
            audio={
              lineClips.has(i) && (
                <LineAudio
                  clip={lineClips.get(i)!}
                  label={`Hear ${line.speaker}’s line`}
                  active={playing?.index === i}
                  turn={playing?.index === i ? playing.turn : 0}
                  onPlay={() => play(i, false)}
                  onDone={() => lineDone(i)}
                />
              )
            }
            reportAbout={{ language: lesson.language, lessonId: lesson.id, contentVersion: lesson.lastModified }}
          />
        ))}
      </ol>
      {lesson.notes.length > 0 && (
        <section className="card" aria-labelledby="conversation-notes">
          <h3 id="conversation-notes" className="font-semibold text-ink">
            <span aria-hidden="true">📝</span> Notes
          </h3>
          <ul className="mt-2 list-disc space-y-2 pl-5">
            {lesson.notes.map((note, i) => (
              <li key={i}>
                <InlineMarkdown text={note} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ActionBar>
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={finish} disabled={done}>
          Continue <span aria-hidden="true">→</span>
        </button>
      </ActionBar>
    </article>
  );
}
