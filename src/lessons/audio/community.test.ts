import { describe, expect, it } from 'vitest';
import { withCommunityAudio, type CommunityRecording } from './community.ts';

const ndewo: CommunityRecording = {
  kind: 'vocabulary',
  key: 'ndewo',
  text: 'Ndewo',
  url: '/audio/igbo/vocabulary/ndewo.mp3',
  credit: 'Recorded by Ada (CC BY-SA 4.0)',
};
const talk: CommunityRecording = {
  kind: 'conversations',
  key: '1-5',
  text: 'Ndewo',
  url: '/audio/igbo/conversations/1-5.mp3',
  credit: 'Recorded by Obi (CC BY-SA 4.0)',
};

describe('withCommunityAudio', () => {
  it('adds a recording of a word the lesson shows, matched on its text whatever the case and punctuation', () => {
    expect(withCommunityAudio(undefined, '1-0', ['ndewo!', 'Kedụ?'], [ndewo])).toEqual({
      words: { 'ndewo!': { url: ndewo.url, source: 'native', credit: ndewo.credit } },
    });
  });

  it("adds the conversation whose key is the lesson's id, and only that one", () => {
    expect(withCommunityAudio(undefined, '1-5', [], [talk])?.lesson).toEqual({
      url: talk.url,
      source: 'native',
      credit: talk.credit,
    });
    expect(withCommunityAudio(undefined, '1-6', [], [talk])).toBeUndefined();
  });

  it('replaces a synthesized clip and keeps a native one the build declared', () => {
    const synthesized = { url: '/audio/igbo/vocabulary/ndewo.mp3', source: 'synthesized' as const };
    const native = { url: '/audio/igbo/vocabulary/ndewo.mp3', source: 'native' as const };
    expect(
      withCommunityAudio({ words: { Ndewo: synthesized } }, '1-0', ['Ndewo'], [ndewo])?.words?.['Ndewo']?.source,
    ).toBe('native');
    expect(withCommunityAudio({ words: { Ndewo: native } }, '1-0', ['Ndewo'], [ndewo])?.words?.['Ndewo']).toBe(native);
  });
});
