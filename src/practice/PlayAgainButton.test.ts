import { describe, expect, it } from 'vitest';
import { practiceAudioUrl } from './PlayAgainButton.tsx';

describe('practiceAudioUrl', () => {
  it("plays a built recording at its spec URL and a community clip at its versioned one, '.mp3' before the query", () => {
    expect(practiceAudioUrl('igbo/vocabulary/ndewo')).toBe('/audio/igbo/vocabulary/ndewo.mp3');
    expect(practiceAudioUrl('igbo/conversations/1-5-line-2?v=7c1e')).toBe(
      '/audio/igbo/conversations/1-5-line-2.mp3?v=7c1e',
    );
  });
});
