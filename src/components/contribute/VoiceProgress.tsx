import type { ContributionState } from '@/lib/api/audio-endpoints';

/** "312 of 520 words have a voice", with the conversations beside it: the language's progress, from the server. */
export default function VoiceProgress({ progress }: { progress: ContributionState['progress'] }) {
  const { words, conversations } = progress;
  const share = words.total > 0 ? Math.round((100 * words.voiced) / words.total) : 0;
  return (
    <section aria-label="Voices so far" className="flex flex-col gap-2">
      <p className="font-semibold" data-voiced-words={words.voiced}>
        {words.voiced} of {words.total} words have a voice
        {conversations.total > 0 && (
          <span className="font-normal text-muted">
            {' '}
            · {conversations.voiced} of {conversations.total} conversations
          </span>
        )}
      </p>
      <div className="h-2 w-full overflow-hidden rounded-full bg-sand" aria-hidden="true">
        <div className="h-full bg-forest-600" style={{ width: `${share}%` }} />
      </div>
    </section>
  );
}
