import type { ReportTarget } from '@/components/report/send-report';
import CheckFeedback from '../shared/CheckFeedback';
import { toneMessage, type SentenceVerdict } from './check.ts';

interface Props {
  /** The last check's verdict, or null while the learner is building. */
  verdict: SentenceVerdict | null;
  /** The item's explanation, written to teach after a wrong answer. */
  explanation: string;
  /** The sentence as the learner built it, with its capital. */
  built: string;
  /** Accepted answers the learner did not build (after a right answer), each with its capital. */
  otherAnswers: readonly string[];
  /** The `lang` attribute for sentences in the course language. */
  lang: string | undefined;
  /** What "Report a problem" sends about this word bank. */
  report?: ReportTarget | undefined;
}

const titles: Readonly<Record<SentenceVerdict['kind'], string>> = {
  correct: 'Correct!',
  // Only a slip in tone marks or dots is nearly right; a wrong word or order is plainly wrong, as in the quiz.
  slip: 'Almost — check the marks',
  order: 'Try Again',
  wrong: 'Try Again',
};

/**
 * The verdict of a check. A wrong answer gets its hint and the item's explanation; a right answer gets
 * the sentence as built, praise, the other accepted answers, and the explanation only on request, under a neutral "Why",
 * since it is written for the learner who picked a wrong word.
 */
export default function SentenceFeedback({ verdict, explanation, built, otherAnswers, lang, report }: Props) {
  const kind = verdict?.kind;
  return (
    <CheckFeedback
      verdict={kind === undefined ? null : kind === 'correct' ? 'right' : kind === 'slip' ? 'slip' : 'wrong'}
      title={kind ? titles[kind] : ''}
      report={report}
    >
      {verdict?.kind === 'correct' ? (
        <>
          <p lang={lang} className="text-lg font-semibold">
            {built}
          </p>
          <p>Well built: every word in its place.</p>
          {otherAnswers.length > 0 && (
            <p>
              Also right:{' '}
              {otherAnswers.map((answer, i) => (
                <span key={answer}>
                  {i > 0 && ' · '}
                  <span lang={lang} className="font-semibold">
                    {answer}
                  </span>
                </span>
              ))}
            </p>
          )}
          <details>
            <summary className="cursor-pointer py-1 font-semibold">Why</summary>
            <p>{explanation}</p>
          </details>
        </>
      ) : (
        verdict && (
          <>
            {verdict.kind === 'slip' && (
              <>
                <p className="font-semibold">{toneMessage(verdict.slips)}</p>
                <ul className="list-disc pl-5">
                  {verdict.notes.map((note) => (
                    <li key={note}>{note[0]?.toUpperCase() + note.slice(1)}</li>
                  ))}
                </ul>
                <p>
                  Written in full:{' '}
                  <span lang={lang} className="font-semibold">
                    {verdict.answer}
                  </span>
                </p>
              </>
            )}
            {verdict.kind === 'order' && <p className="font-semibold">All the right words, but not in this order.</p>}
            <p>{explanation}</p>
          </>
        )
      )}
    </CheckFeedback>
  );
}
