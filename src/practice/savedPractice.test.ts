import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeAnswer, PracticeState } from '@/shared/api-types';
import {
  addDeviceAnswers,
  MAX_DEVICE_ANSWERS,
  MAX_SAVED_STATES,
  SAVED_PRACTICE_KEY,
  savedPractice,
  savePractice,
} from './savedPractice';

const at = new Date('2026-11-23T10:00:00Z');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const stateOf = (language: string): PracticeState => ({
  language,
  dueCount: 0,
  newCount: 2,
  nextDue: null,
  items: [
    {
      id: `${language}:nna`,
      language,
      source: 'vocabulary',
      prompt: 'father',
      answers: ['nna'],
      pronunciation: null,
      audio: null,
      directions: ['recognise', 'recall'],
    },
  ],
  cards: [],
  seed: 7,
});

const answer = (id: string): PracticeAnswer => ({
  id,
  itemId: 'igbo:nna',
  direction: 'recognise',
  kind: 'right',
  responseMs: 1200,
  answeredAt: at.toISOString(),
});

afterEach(() => vi.restoreAllMocks());

describe('savePractice and savedPractice', () => {
  it("keeps a learner's state per language, with the answers the server does not hold yet", () => {
    const storage = memoryStorage();
    savePractice('ada', stateOf('igbo'), [answer('a1')], at, storage);
    savePractice('ada', stateOf('yoruba'), [], at, storage);
    expect(savedPractice('ada', 'igbo', storage)).toEqual({
      owner: 'ada',
      language: 'igbo',
      savedAt: at.toISOString(),
      state: stateOf('igbo'),
      answers: [answer('a1')],
    });
    expect(savedPractice('ada', 'yoruba', storage)?.state.language).toBe('yoruba');
    expect(savedPractice('ada', 'swahili', storage)).toBeNull();
  });

  it("never gives one account another account's practice", () => {
    const storage = memoryStorage();
    savePractice('ada', stateOf('igbo'), [], at, storage);
    expect(savedPractice('bola', 'igbo', storage)).toBeNull();
    addDeviceAnswers('bola', 'igbo', [answer('b1')], storage);
    expect(savedPractice('ada', 'igbo', storage)?.answers).toEqual([]);
  });

  it('replaces the state of the same learner and language, and keeps only the newest states', () => {
    const storage = memoryStorage();
    savePractice('ada', stateOf('igbo'), [answer('a1')], at, storage);
    savePractice('ada', { ...stateOf('igbo'), seed: 8 }, [], at, storage);
    expect(savedPractice('ada', 'igbo', storage)).toMatchObject({ state: { seed: 8 }, answers: [] });
    for (const owner of ['b', 'c', 'd', 'e']) savePractice(owner, stateOf('igbo'), [], at, storage);
    expect(JSON.parse(storage.items.get(SAVED_PRACTICE_KEY)!)).toHaveLength(MAX_SAVED_STATES);
    expect(savedPractice('ada', 'igbo', storage)).toBeNull();
    expect(savedPractice('e', 'igbo', storage)).not.toBeNull();
  });

  it('reads damaged or foreign storage as nothing saved', () => {
    const storage = memoryStorage();
    for (const raw of ['{not json', '{"a":1}', '[null, 3, {"owner":"ada","language":"igbo"}]']) {
      storage.items.set(SAVED_PRACTICE_KEY, raw);
      expect(savedPractice('ada', 'igbo', storage)).toBeNull();
    }
    // A state saved under another language's name is not trusted either.
    storage.items.set(
      SAVED_PRACTICE_KEY,
      JSON.stringify([{ owner: 'ada', language: 'igbo', savedAt: '', state: stateOf('yoruba'), answers: [] }]),
    );
    expect(savedPractice('ada', 'igbo', storage)).toBeNull();
  });

  it('keeps the newest state alone when storage is full, and gives up quietly when even that does not fit', () => {
    const storage = memoryStorage();
    savePractice('ada', stateOf('igbo'), [], at, storage);
    const full = {
      getItem: storage.getItem,
      setItem: (key: string, value: string) => {
        if (JSON.parse(value).length > 1) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    savePractice('ada', stateOf('yoruba'), [], at, full);
    expect(savedPractice('ada', 'yoruba', storage)).not.toBeNull();
    expect(savedPractice('ada', 'igbo', storage)).toBeNull();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = {
      getItem: storage.getItem,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => savePractice('ada', stateOf('swahili'), [], at, refusing)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('addDeviceAnswers', () => {
  it('adds answers to the saved practice once each, keeping the newest', () => {
    const storage = memoryStorage();
    savePractice('ada', stateOf('igbo'), [answer('a1')], at, storage);
    addDeviceAnswers('ada', 'igbo', [answer('a1'), answer('a2')], storage);
    expect(savedPractice('ada', 'igbo', storage)?.answers.map((a) => a.id)).toEqual(['a1', 'a2']);
    const many = Array.from({ length: MAX_DEVICE_ANSWERS }, (_, i) => answer(`m${i}`));
    addDeviceAnswers('ada', 'igbo', many, storage);
    const kept = savedPractice('ada', 'igbo', storage)!.answers;
    expect(kept).toHaveLength(MAX_DEVICE_ANSWERS);
    expect(kept.at(-1)?.id).toBe(`m${MAX_DEVICE_ANSWERS - 1}`);
  });

  it('saves nothing for a language never loaded (there is no state to apply the answers to)', () => {
    const storage = memoryStorage();
    addDeviceAnswers('ada', 'igbo', [answer('a1')], storage);
    expect(storage.items.size).toBe(0);
  });
});
