import { describe, expect, it } from 'vitest';
import type { AudioPrompt } from '@/lib/api/audio-endpoints';
import { isStoredTake, restoredNotice, restoreTakes, storedTake, type KeptTake } from './saved-takes';

const prompt = (key: string, text = key): AudioPrompt => ({
  prompt: `vocabulary/${key}`,
  kind: 'vocabulary',
  key,
  text,
  meaning: text,
  pronunciation: null,
  url: `/audio/igbo/vocabulary/${key}.mp3`,
});
const bytes = (...values: number[]) => new Uint8Array([0xff, 0xfb, ...values]).buffer;
const take = (key: string, error: string | null = null): KeptTake => ({
  prompt: prompt(key),
  mp3: new Blob([bytes(1)], { type: 'audio/mpeg' }),
  seconds: 2.4,
  error,
});
const record = (owner: string, language: string, key: string, place: number, text = key) =>
  storedTake(owner, language, { ...take(key), prompt: prompt(key, text) }, place, bytes(place));

describe('a take kept on the device', () => {
  it('holds what the batch holds, bound to its owner, language and place, and reads back whole', async () => {
    const kept = take('ndewo', 'The recording is silent.');
    const saved = storedTake('ada', 'igbo', kept, 3, await kept.mp3.arrayBuffer());
    expect(saved).toMatchObject({
      owner: 'ada',
      language: 'igbo',
      prompt: 'vocabulary/ndewo',
      text: 'ndewo',
      place: 3,
      seconds: 2.4,
      error: 'The recording is silent.',
    });
    expect(isStoredTake(saved)).toBe(true);
    // A structured clone (what IndexedDB keeps) restores to the same take, MP3 bytes included.
    const { takes } = restoreTakes([structuredClone(saved)], 'ada', 'igbo', [prompt('ndewo')], 5);
    expect(takes).toHaveLength(1);
    expect(takes[0]).toMatchObject({ prompt: prompt('ndewo'), seconds: 2.4, error: 'The recording is silent.' });
    expect(takes[0]!.mp3.type).toBe('audio/mpeg');
    expect([...new Uint8Array(await takes[0]!.mp3.arrayBuffer())]).toEqual([0xff, 0xfb, 1]);
  });

  it('is one record per owner, language and prompt', () => {
    const ids = [
      record('ada', 'igbo', 'ndewo', 0),
      record('ada', 'igbo', 'ndewo', 2),
      record('ada', 'yoruba', 'ndewo', 0),
    ];
    expect(new Set(ids.map((r) => r.id)).size).toBe(2);
    expect(record('a"b', 'igbo', 'x', 0).id).not.toBe(record('a', '"b igbo', 'x', 0).id);
  });

  it('refuses damaged or older records', () => {
    const good = record('ada', 'igbo', 'ndewo', 0);
    expect(isStoredTake(good)).toBe(true);
    for (const bad of [
      null,
      'x',
      { ...good, mp3: new ArrayBuffer(0) },
      { ...good, place: '0' },
      { ...good, mp3: 'ff' },
    ])
      expect(isStoredTake(bad)).toBe(false);
  });
});

describe('which takes come back', () => {
  const prompts = [prompt('ndewo'), prompt('kedu'), prompt('nnoo'), prompt('daalu')];

  it('brings back only the speaker’s takes in this language, in their batch order, with the prompt as offered now', () => {
    const records = [
      record('ada', 'igbo', 'nnoo', 2),
      record('bola', 'igbo', 'kedu', 0),
      record('ada', 'yoruba', 'kedu', 0),
      record('ada', 'igbo', 'ndewo', 0, 'Old words'),
    ];
    const { takes, dropped } = restoreTakes(records, 'ada', 'igbo', prompts, 5);
    expect(takes.map((t) => t.prompt)).toEqual([prompt('ndewo'), prompt('nnoo')]);
    expect(dropped).toEqual([]);
  });

  it('drops a take whose prompt is no longer offered, and names it', () => {
    const records = [record('ada', 'igbo', 'ndewo', 0), record('ada', 'igbo', 'gone', 1, 'Ụlọ\nHouse')];
    const { takes, dropped } = restoreTakes(records, 'ada', 'igbo', prompts, 5);
    expect(takes.map((t) => t.prompt.key)).toEqual(['ndewo']);
    expect(dropped).toEqual(['Ụlọ']);
  });

  it('keeps one take per prompt and no more than a batch, and skips damaged records', () => {
    const records = [
      ...['ndewo', 'kedu', 'nnoo', 'daalu'].map((key, i) => record('ada', 'igbo', key, i)),
      record('ada', 'igbo', 'ndewo', 9),
      { owner: 'ada', language: 'igbo', prompt: 'vocabulary/kedu' },
    ];
    const { takes } = restoreTakes(records, 'ada', 'igbo', prompts, 3);
    expect(takes.map((t) => t.prompt.key)).toEqual(['ndewo', 'kedu', 'nnoo']);
  });

  it('says in plain words what came back and what was dropped', () => {
    expect(restoredNotice(0, [])).toBeNull();
    expect(restoredNotice(1, [])).toBe('1 recording from before is still waiting to be sent.');
    expect(restoredNotice(2, [])).toBe('2 recordings from before are still waiting to be sent.');
    expect(restoredNotice(0, ['Ụlọ'])).toBe(
      'Your recording of “Ụlọ” was removed: that prompt is no longer waiting for a recording.',
    );
    expect(restoredNotice(2, ['Ụlọ', 'Kedụ'])).toBe(
      '2 recordings from before are still waiting to be sent. Your recordings of “Ụlọ”, “Kedụ” were removed: those prompts are no longer waiting for a recording.',
    );
  });
});
