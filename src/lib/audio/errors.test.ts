import { describe, expect, it } from 'vitest';
import { loadErrorMessage, playErrorMessage } from './errors.ts';

const url = '/audio/igbo/vocabulary/ọjị.mp3';

describe('loadErrorMessage', () => {
  it("keeps Web Audio's status message", () => {
    expect(loadErrorMessage('Failed loading audio file with status: 404.', url)).toBe(
      'Failed loading audio file with status: 404.',
    );
  });

  it("keeps Web Audio's decoding failure", () => {
    expect(loadErrorMessage('Decoding audio data failed.', url)).toBe('Decoding audio data failed.');
  });

  it('names the file for an HTML5 MediaError code, missing codecs and anything else', () => {
    for (const detail of [4, 2, 0, 'No codec support for selected audio sources.', 'No audio support.', undefined]) {
      expect(loadErrorMessage(detail, url)).toBe(`Failed to load audio: ${url}`);
    }
  });

  it('says only Failed to load audio for a stored copy, which has no address worth showing', () => {
    expect(loadErrorMessage(4, undefined)).toBe('Failed to load audio');
  });
});

describe('playErrorMessage', () => {
  it("recognises howler's autoplay refusal, which the learner can undo by pressing Play", () => {
    const detail =
      'Playback was unable to start. This is most commonly an issue on mobile devices and Chrome where playback was not within a user interaction.';
    expect(playErrorMessage(detail)).toEqual({
      blocked: true,
      message: 'Playback was unable to start. Press Play to try again.',
    });
  });

  it('calls any other failure Playback failed', () => {
    expect(playErrorMessage(new DOMException('no source', 'NotSupportedError'))).toEqual({
      blocked: false,
      message: 'Playback failed',
    });
    expect(playErrorMessage('weird')).toEqual({ blocked: false, message: 'Playback failed' });
  });
});
