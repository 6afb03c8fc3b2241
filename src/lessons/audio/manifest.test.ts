import { describe, expect, it } from 'vitest';
import type { AudioManifestEntry } from '../../content/audio.ts';
import { lessonSchema } from '../../content/lessons.ts';
import type { PlayableLesson } from '../types.ts';
import { audioManifest, lessonAudio, lessonWords, parseAudioManifest } from './manifest.ts';

const entry = (
  patch: Partial<AudioManifestEntry> & Pick<AudioManifestEntry, 'file' | 'kind' | 'key'>,
): AudioManifestEntry => ({
  language: 'igbo',
  text: patch.key,
  source: 'synthesized',
  voice: 'espeak-ng',
  ...patch,
});

const entries: AudioManifestEntry[] = [
  entry({ file: 'igbo/conversations/1-5.mp3', kind: 'conversations', key: '1-5' }),
  entry({ file: 'igbo/stories/1-4.mp3', kind: 'stories', key: '1-4' }),
  entry({ file: 'igbo/vocabulary/oji.mp3', kind: 'vocabulary', key: 'oji', text: 'ọjị' }),
  entry({ file: 'igbo/vocabulary/ndu.mp3', kind: 'vocabulary', key: 'ndụ' }),
  entry({
    file: 'igbo/pronunciation/ndu.mp3',
    kind: 'pronunciation',
    key: 'ndụ',
    source: 'native',
    voice: 'Ada O.',
    licence: 'CC-BY-SA-4.0',
  }),
  entry({ file: 'yoruba/conversations/1-5.mp3', language: 'yoruba', kind: 'conversations', key: '1-5' }),
];

describe('lessonAudio', () => {
  it('matches a bold word whatever its punctuation: **Jambo!** has the clip of Jambo', () => {
    const swahili = [
      entry({
        file: 'swahili/vocabulary/jambo.mp3',
        language: 'swahili',
        kind: 'vocabulary',
        key: 'jambo',
        text: 'Jambo',
      }),
    ];
    expect(lessonAudio('swahili', 's1-0', ['Jambo!'], swahili)?.words?.['Jambo!']?.url).toBe(
      '/audio/swahili/vocabulary/jambo.mp3',
    );
  });

  it("finds a conversation's clip by language and lesson id", () => {
    expect(lessonAudio('igbo', '1-5', [], entries)).toEqual({
      lesson: {
        url: '/audio/igbo/conversations/1-5.mp3',
        source: 'synthesized',
        credit: 'Synthesized voice (espeak-ng)',
      },
    });
    expect(lessonAudio('yoruba', '1-5', [], entries)?.lesson?.url).toBe('/audio/yoruba/conversations/1-5.mp3');
  });

  it("finds each conversation line's clip, '<lesson id>-line-<n>', at index n - 1, a native one winning", () => {
    const lines = [
      entry({ file: 'igbo/conversations/1-5-line-2.mp3', kind: 'conversations', key: '1-5-line-2' }),
      entry({ file: 'igbo/conversations/1-5-line-1.mp3', kind: 'conversations', key: '1-5-line-1' }),
      entry({
        file: 'igbo/conversations/1-5-line-1.mp3',
        kind: 'conversations',
        key: '1-5-line-1',
        source: 'native',
        voice: 'Obi',
      }),
      entry({ file: 'igbo/conversations/1-50-line-1.mp3', kind: 'conversations', key: '1-50-line-1' }),
    ];
    const audio = lessonAudio('igbo', '1-5', [], lines);
    expect(Object.keys(audio?.lines ?? {})).toEqual(['0', '1']);
    expect(audio?.lines?.[0]).toEqual({
      url: '/audio/igbo/conversations/1-5-line-1.mp3',
      source: 'native',
      credit: 'Recorded by Obi',
    });
    expect(audio?.lines?.[1]?.url).toBe('/audio/igbo/conversations/1-5-line-2.mp3');
    expect(audio?.lesson).toBeUndefined();
  });

  it("finds a story's clip and its words by key or text, ignoring case, keyed as the lesson writes them", () => {
    expect(lessonAudio('igbo', '1-4', ['ọjị', 'Ndụ', 'Nnọọ'], entries)).toEqual({
      lesson: { url: '/audio/igbo/stories/1-4.mp3', source: 'synthesized', credit: 'Synthesized voice (espeak-ng)' },
      words: {
        ọjị: { url: '/audio/igbo/vocabulary/oji.mp3', source: 'synthesized', credit: 'Synthesized voice (espeak-ng)' },
        // A native recording wins over a synthesized one, credited with the speaker's name and licence.
        Ndụ: {
          url: '/audio/igbo/pronunciation/ndu.mp3',
          source: 'native',
          credit: 'Recorded by Ada O. (CC BY-SA 4.0)',
        },
      },
    });
  });

  it('credits a native clip with its manifest voice, and with the licence only when the entry has one', () => {
    const native = entry({
      file: 'igbo/vocabulary/oji.mp3',
      kind: 'vocabulary',
      key: 'oji',
      source: 'native',
      voice: 'Chidi',
    });
    expect(lessonAudio('igbo', '1-0', ['oji'], [native])?.words?.['oji']?.credit).toBe('Recorded by Chidi');
  });

  it('is undefined when the lesson has nothing declared', () => {
    expect(lessonAudio('igbo', '1-0', ['Ndewo'], entries)).toBeUndefined();
    expect(lessonAudio('kriolu', '1-5', [], entries)).toBeUndefined();
  });
});

describe('lessonWords', () => {
  const base = {
    language: 'igbo',
    unit: 1,
    title: 'T',
    icon: '🃏',
    status: 'published',
    author: 'A',
    lastModified: '2026-11-22',
    estimatedMinutes: 4,
  };
  it("lists a memory game's words and a story's vocabulary, and nothing for other types", () => {
    const memory = lessonSchema.parse({
      ...base,
      id: '1-3',
      position: 3,
      type: 'memory-game',
      description: 'd',
      explanation: 'e',
      pairs: ['Ndewo', 'Daalụ', 'Biko', 'Ndo'].map((word, i) => ({ id: `p${i}`, word, english: 'x' })),
    }) as PlayableLesson;
    expect(lessonWords(memory)).toEqual(['Ndewo', 'Daalụ', 'Biko', 'Ndo']);
    const quiz = { ...base, id: '1-2', position: 2, type: 'quiz', questions: [] } as unknown as PlayableLesson;
    expect(lessonWords(quiz)).toEqual([]);
  });

  it("lists a reading lesson's bold words once each", () => {
    const parsed = lessonSchema.parse({ ...base, id: 's1-0', position: 0, type: 'info' }) as PlayableLesson<'info'>;
    const info: PlayableLesson<'info'> = Object.assign({}, parsed, {
      paragraphs: ['**Hujambo?** and **Sijambo**', 'Again: **Hujambo?**'],
    });
    expect(lessonWords(info)).toEqual(['Hujambo?', 'Sijambo']);
  });

  it('adds the phrases a reading lesson introduces without bold, so their cards can be heard', () => {
    const parsed = lessonSchema.parse({ ...base, id: 's2-0', position: 0, type: 'info' }) as PlayableLesson<'info'>;
    const phrase = { pronunciation: 'x', translation: 'y', paragraph: 0 };
    const info: PlayableLesson<'info'> = Object.assign({}, parsed, {
      paragraphs: ['Say **Jina langu ni Amina**.'],
      phrases: [
        { ...phrase, word: 'Jina langu ni' },
        { ...phrase, word: 'Jina langu ni Amina' },
      ],
    });
    expect(lessonWords(info)).toEqual(['Jina langu ni Amina', 'Jina langu ni']);
  });
});

describe('the manifest', () => {
  it('parses (content/audio/manifest.yaml, when present)', () => {
    expect(() => audioManifest()).not.toThrow();
    for (const e of audioManifest()) expect(e.file.startsWith(`${e.language}/${e.kind}/`)).toBe(true);
  });

  it('names the entry and field of a problem', () => {
    const entry = (file: string, kind = 'stories') =>
      `- file: ${file}\n  language: igbo\n  kind: ${kind}\n  key: 1-4\n  text: x\n  source: native\n  voice: Ada\n`;
    expect(() => parseAudioManifest(entry('igbo/stories/1-4.mp3', 'songs'))).toThrow(/0\.kind/);
    expect(() => parseAudioManifest(entry('yoruba/stories/1-4.mp3'))).toThrow(
      /0\.file: should be 'igbo\/stories\/1-4\.mp3'/,
    );
    expect(() => parseAudioManifest(entry('igbo/stories/kola.mp3'))).toThrow(
      /0\.file: should be 'igbo\/stories\/1-4\.mp3'/,
    );
  });

  it('may be empty', () => {
    expect(parseAudioManifest('')).toEqual([]);
  });
});
