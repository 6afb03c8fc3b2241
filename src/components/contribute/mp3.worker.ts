/// <reference lib="webworker" />
// Encodes a recording off the main thread, so the page stays responsive while the MP3 is made.
import { encodeMp3 } from './encode-mp3.ts';

self.onmessage = (event: MessageEvent<{ samples: Float32Array; sampleRate: number }>) => {
  try {
    const mp3 = encodeMp3(event.data.samples, event.data.sampleRate);
    self.postMessage({ mp3 }, { transfer: [mp3.buffer] });
  } catch (error) {
    self.postMessage({ error: (error as Error).message });
  }
};
