import type { AudioPrompt } from '@/lib/api/audio-endpoints';

/** How many takes a speaker records before one send, as Common Voice does. */
export const BATCH_SIZE = 5;

/** A kept take in the batch: its prompt, the MP3, its length, and the server's refusal if a send failed. */
export interface BatchClip {
  prompt: AudioPrompt;
  mp3: Blob;
  seconds: number;
  error: string | null;
}

/** The batch with a take kept: a new prompt's take goes last; a re-recorded prompt's take replaces its old one in place. */
export function keepTake(batch: readonly BatchClip[], take: BatchClip): BatchClip[] {
  const at = batch.findIndex((clip) => clip.prompt.prompt === take.prompt.prompt);
  if (at === -1) return [...batch, take];
  return batch.map((clip, i) => (i === at ? take : clip));
}

/** The batch after a send: the clips the server took leave it, a refused clip stays with the server's words. */
export function afterSend(
  batch: readonly BatchClip[],
  sent: ReadonlySet<string>,
  refused: ReadonlyMap<string, string>,
): BatchClip[] {
  return batch
    .filter((clip) => !sent.has(clip.prompt.prompt))
    .map((clip) => ({ ...clip, error: refused.get(clip.prompt.prompt) ?? clip.error }));
}

/** The send button's words, whose count follows the batch: "Send 5 recordings", "Send 1 recording". */
export function sendLabel(count: number): string {
  if (count === 0) return 'Send recordings';
  return `Send ${count} recording${count === 1 ? '' : 's'}`;
}

/** What the speaker hears after a send: how many went, and how many the server refused. */
export function sendResult(sent: number, refused: number): string {
  const went =
    sent === 0 ? 'No recording was sent.' : `Thank you! ${sent} recording${sent === 1 ? '' : 's'} sent for review.`;
  if (refused === 0) return went;
  return `${went} ${refused} ${refused === 1 ? 'was' : 'were'} not accepted: see below, then retry or record again.`;
}
