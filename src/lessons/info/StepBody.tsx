import { MarkdownParagraph } from '../shared/Markdown.tsx';
import type { AudioClip, LessonPhrase } from '../types.ts';
import PhraseCards from './PhraseCards.tsx';

type Words = Readonly<Record<string, AudioClip>>;

interface Props {
  /** The step's paragraphs, as the lesson writes them. */
  paragraphs: readonly string[];
  phrases: readonly LessonPhrase[];
  /** Recordings for the cards, keyed by the word as the lesson writes it. */
  words: Words | undefined;
  lang: string | undefined;
}

/** One step of a reading lesson: its short text, then the phrases it introduces as cards (the only 🔊 buttons, so the text reads without them). */
export default function StepBody({ paragraphs, phrases, words, lang }: Props) {
  return (
    <div className="space-y-4">
      <div className="space-y-4 text-lg leading-relaxed break-words">
        {paragraphs.map((text, i) => (
          <MarkdownParagraph key={i} text={text} />
        ))}
      </div>
      <PhraseCards phrases={phrases} words={words} lang={lang} />
    </div>
  );
}
