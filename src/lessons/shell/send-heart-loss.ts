import type { ApiClient } from '../../lib/api/client.ts';
import { loseHeartOnline } from '../../lib/api/completion-outbox.ts';
import type { AppOutbox, QueuedHeartLoss } from '../../lib/api/outbox.ts';

export interface HeartLossInput {
  language: string;
  lessonId: string;
  /** The completionId this attempt's completion will carry: its completion then charges this mistake no second heart. */
  attemptId: string;
  lossId: string;
  now: Date;
  timeZone: string;
}

/** The outbox entry for a heart lost at a wrong check. */
export function heartLossEntry(input: HeartLossInput): QueuedHeartLoss {
  return {
    kind: 'heart-loss',
    language: input.language,
    lossId: input.lossId,
    lessonId: input.lessonId,
    attemptId: input.attemptId,
    lostAt: input.now.toISOString(),
    timeZone: input.timeZone,
  };
}

/**
 * Sends a heart lost at a wrong check to the server as it happens, through the outbox (so a lesson left
 * unfinished, or played offline, still costs its hearts there once the connection returns). A visitor's hearts stay
 * on the device.
 */
export async function sendHeartLoss(
  input: HeartLossInput,
  server: { client: ApiClient; outbox?: AppOutbox | undefined } | undefined,
): Promise<void> {
  if (!server || !(await server.client.hasSession())) return;
  await loseHeartOnline(server.client, heartLossEntry(input), server.outbox);
}
