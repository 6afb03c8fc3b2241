import { describe, expect, it } from 'vitest';
import { afterSend, keepTake, sendLabel, sendResult, type BatchClip } from './batch';

const clip = (slug: string, seconds = 2, error: string | null = null): BatchClip => ({
  prompt: {
    prompt: `vocabulary/${slug}`,
    kind: 'vocabulary',
    key: slug,
    text: slug,
    meaning: slug,
    pronunciation: null,
    url: `/audio/igbo/vocabulary/${slug}.mp3`,
  } as BatchClip['prompt'],
  mp3: new Blob([slug]),
  seconds,
  error,
});

describe('the batch of takes', () => {
  it('keeps takes of new prompts in the order recorded', () => {
    const batch = keepTake(keepTake([], clip('ndewo')), clip('kedu'));
    expect(batch.map((c) => c.prompt.key)).toEqual(['ndewo', 'kedu']);
  });

  it('replaces a re-recorded prompt’s take in place, clearing its refusal, and keeps the others', () => {
    const batch = [clip('ndewo'), clip('kedu', 2, 'We heard nothing in this take.'), clip('nnoo')];
    const again = keepTake(batch, clip('kedu', 3));
    expect(again.map((c) => [c.prompt.key, c.seconds, c.error])).toEqual([
      ['ndewo', 2, null],
      ['kedu', 3, null],
      ['nnoo', 2, null],
    ]);
    expect(batch[1]!.seconds).toBe(2);
  });

  it('lets the sent clips go and keeps a refused one with the server’s words', () => {
    const batch = [clip('ndewo'), clip('kedu'), clip('nnoo')];
    const left = afterSend(
      batch,
      new Set(['vocabulary/ndewo', 'vocabulary/nnoo']),
      new Map([['vocabulary/kedu', 'Too quiet.']]),
    );
    expect(left.map((c) => [c.prompt.key, c.error])).toEqual([['kedu', 'Too quiet.']]);
  });

  it('counts the batch on the send button and in the result', () => {
    expect([0, 1, 5].map(sendLabel)).toEqual(['Send recordings', 'Send 1 recording', 'Send 5 recordings']);
    expect(sendResult(5, 0)).toBe('Thank you! 5 recordings sent for review.');
    expect(sendResult(4, 1)).toBe(
      'Thank you! 4 recordings sent for review. 1 was not accepted: see below, then retry or record again.',
    );
    expect(sendResult(0, 2)).toBe('No recording was sent. 2 were not accepted: see below, then retry or record again.');
  });
});
