/** Practice through the outbox (outbox.ts): answers and finishes wait in line behind the lessons made before them. */
import type { ApiClient } from './client.ts';
import { defaultOutbox, type AppOutbox, type OutboxReplay, type PracticeEntry } from './outbox.ts';

/**
 * Sends a practice entry after everything waiting before it. Resolves with the replay that settled it: `queued` true
 * when the server cannot be reached now (the entry waits for the next replay); throws the server's refusal.
 */
export async function sendPracticeThroughOutbox(
  client: ApiClient,
  entry: PracticeEntry,
  outbox: AppOutbox = defaultOutbox(),
): Promise<{ queued: boolean; replay: OutboxReplay }> {
  const outcome = await outbox.submit(client, entry);
  if (outcome.state === 'refused') throw outcome.error;
  return { queued: outcome.state === 'queued', replay: outcome.replay };
}
