import type { AnswerKind } from '@/domain';
import ReportButton from '@/components/report/ReportButton';
import type { ReportTarget } from '@/components/report/send-report';
import { isPlainMiss, verdictTitle } from './feedback';

const TONE: Record<AnswerKind, string> = {
  right: 'border-forest-600 bg-forest-50',
  slip: 'border-sun-400 bg-sun-300/30',
  wrong: 'border-clay-600 bg-clay-50',
};

/**
 * The verdict above the action bar: its title, what differs letter by letter, and the right answer; after listening
 * (listen-and-choose, dictation), the word that was heard, written, with its respelling and its meaning.
 */
export default function Verdict({
  kind,
  details,
  answer,
  lang,
  heard,
  report,
}: {
  kind: AnswerKind;
  details: readonly string[];
  answer: string;
  lang: string | undefined;
  /**
   * The word played, the language it is written in and its respelling; with `meaning` when the answer was the word
   * typed (dictation), without it when the answer was the word's meaning (listen-and-choose).
   */
  heard?: { word: string; lang: string | undefined; pronunciation?: string | null; meaning?: string } | undefined;
  /** What "Report a problem" under the verdict sends about the exercise. */
  report?: ReportTarget | undefined;
}) {
  // Listening and choosing, the answer is the meaning: the line naming the word heard gives it.
  const answerIsMeaning = heard !== undefined && heard.meaning === undefined;
  return (
    <>
      <div className={`rounded-xl border-2 p-3 ${TONE[kind]}`} data-verdict={kind}>
        {isPlainMiss(kind, details) && !answerIsMeaning ? (
          <p className="font-bold">
            Not this one: the answer is{' '}
            <span lang={lang} className="text-base">
              {answer}
            </span>
          </p>
        ) : (
          <p className="font-bold">{verdictTitle(kind, details)}</p>
        )}
        {details.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {details.map((d) => (
              <li key={d}>{d[0]?.toUpperCase() + d.slice(1)}</li>
            ))}
          </ul>
        )}
        {kind !== 'right' && !isPlainMiss(kind, details) && !answerIsMeaning && (
          <p className="mt-1 text-sm">
            Answer:{' '}
            <span lang={lang} className="text-base font-semibold">
              {answer}
            </span>
          </p>
        )}
        {heard && (
          <p className="mt-1 text-sm" data-heard="">
            You heard{' '}
            <span lang={heard.lang} className="text-base font-semibold">
              {heard.word}
            </span>
            {heard.pronunciation && <span className="text-muted"> /{heard.pronunciation}/</span>}: “
            {heard.meaning ?? answer}”
          </p>
        )}
      </div>
      {report && (
        <p className="mt-1 text-right">
          <ReportButton target={report} />
        </p>
      )}
    </>
  );
}
