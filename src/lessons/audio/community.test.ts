import { describe, expect, it } from 'vitest';
import { hasAnyAudio, withCommunityAudio, type CommunityRecording } from './community.ts';

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

  it("adds each line's recording of the lesson's conversation by its index, and keeps a native line clip the build declared", () => {
    const line = (n: number, lessonId = '1-5'): CommunityRecording => ({
      kind: 'conversations',
      key: `${lessonId}-line-${n}`,
      text: `line ${n}`,
      url: `/audio/igbo/conversations/${lessonId}-line-${n}.mp3?v=c${n}`,
      credit: 'Recorded by Obi (CC BY-SA 4.0)',
    });
    const audio = withCommunityAudio(undefined, '1-5', [], [line(1), line(3), line(2, '1-50')]);
    expect(audio).toEqual({
      lines: {
        0: { url: line(1).url, source: 'native', credit: line(1).credit },
        2: { url: line(3).url, source: 'native', credit: line(3).credit },
      },
    });
    const built = { url: '/audio/igbo/conversations/1-5-line-1.mp3', source: 'native' as const };
    expect(withCommunityAudio({ lines: { 0: built } }, '1-5', [], [line(1)])?.lines?.[0]).toBe(built);
  });

  it('counts a conversation whose only recordings are its lines as having audio', () => {
    const line = { url: '/audio/igbo/conversations/1-5-line-1.mp3?v=c1', source: 'native' as const };
    expect(hasAnyAudio({ lines: { 0: line } })).toBe(true);
    expect(hasAnyAudio({ lines: {} })).toBe(false);
    expect(hasAnyAudio(undefined)).toBe(false);
  });
});
