import { uploadClip } from '@/lib/api/audio-endpoints';
import { defaultApiClient } from '@/lib/session/api-client';
import type { BatchClip } from './batch';
import { errorMessage } from './errorMessage';
import { LICENCE } from './licence';

/**
 * Sends the batch's takes one after another (the server checks each on its own); returns the prompts it took and,
 * for each it refused, the server's words. A refusal never stops the others.
 */
export async function sendClips(
  language: string,
  clips: readonly BatchClip[],
  credit: string,
): Promise<{ sent: Set<string>; refused: Map<string, string> }> {
  const sent = new Set<string>();
  const refused = new Map<string, string>();
  for (const clip of clips) {
    try {
      await uploadClip(defaultApiClient(), language, {
        prompt: clip.prompt.prompt,
        credit,
        licence: LICENCE,
        mp3: clip.mp3,
      });
      sent.add(clip.prompt.prompt);
    } catch (error) {
      refused.set(clip.prompt.prompt, errorMessage(error));
    }
  }
  return { sent, refused };
}
