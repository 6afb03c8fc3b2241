import { useEffect, useRef, useState } from 'react';
import { takeProblem, takeProblemMessages } from '../../domain/takeQuality.ts';

/** The longest recording the page takes; the server accepts up to 15 s. */
export const RECORDING_LIMIT_MS = 10_000;

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'recording' }
  | { phase: 'encoding' }
  | { phase: 'recorded'; mp3: Blob; url: string; seconds: number }
  | { phase: 'refused'; message: string; seconds: number }
  | { phase: 'failed'; message: string };

/** What a refused or missing microphone means for the learner, in words they can act on. */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Microphone access was refused. To record, allow the microphone for this site in your browser’s settings (the icon beside the address), then press Record again.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No microphone was found. Connect one, then press Record again.';
  if (name === 'NotReadableError') return 'The microphone is in use by another app. Close it, then press Record again.';
  return 'Recording is not possible in this browser. Try a recent Chrome, Firefox or Safari.';
}

function encodeInWorker(samples: Float32Array, sampleRate: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./mp3.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ mp3?: Uint8Array; error?: string }>) => {
      worker.terminate();
      if (event.data.mp3) resolve(event.data.mp3);
      else reject(new Error(event.data.error ?? 'encoding failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ samples, sampleRate }, [samples.buffer]);
  });
}

/** Starts the capture worklet on `source`; each block of samples it sends goes to `onBlock`. */
async function captureNode(
  context: AudioContext,
  source: MediaStreamAudioSourceNode,
  onBlock: (b: Float32Array) => void,
) {
  const { default: url } = await import('./capture.worklet.ts?worker&url');
  await context.audioWorklet.addModule(url);
  const node = new AudioWorkletNode(context, 'lugha-capture', { numberOfInputs: 1, numberOfOutputs: 0 });
  node.port.onmessage = (event: MessageEvent<Float32Array>) => onBlock(event.data);
  source.connect(node);
  return node;
}

/**
 * Records the microphone as PCM (getUserMedia and an AudioWorklet), shows its level (0..1), stops itself at
 * RECORDING_LIMIT_MS, refuses a take the quality rule of src/domain/takeQuality.ts does not keep (saying what to do),
 * and encodes a kept take to a mono MP3 in a Web Worker.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const session = useRef<{ stop: () => void } | null>(null);
  const url = state.phase === 'recorded' ? state.url : null;

  useEffect(() => () => session.current?.stop(), []);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const start = async () => {
    if (session.current) return;
    setState({ phase: 'asking' });
    // Made within the press of Record, so the browser lets it run (an audio context made later may start suspended).
    let context: AudioContext;
    try {
      context = new AudioContext();
    } catch (error) {
      setState({ phase: 'failed', message: microphoneProblem(error) });
      return;
    }
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('unsupported');
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      void context.close();
      setState({ phase: 'failed', message: microphoneProblem(error) });
      return;
    }
    if (context.state === 'suspended') await context.resume();
    const source = context.createMediaStreamSource(stream);
    const chunks: Float32Array[] = [];
    let total = 0;
    // The meter falls back slowly after a peak, so short sounds stay readable.
    let held = 0;
    setElapsed(0);
    let processor: AudioWorkletNode;
    try {
      processor = await captureNode(context, source, (input) => {
        chunks.push(input);
        total += input.length;
        setElapsed(total / context.sampleRate);
        let sum = 0;
        for (const sample of input) sum += sample * sample;
        held = Math.max(Math.min(1, Math.sqrt(sum / input.length) * 4), held * 0.85);
        setLevel(held < 0.005 ? 0 : held);
      });
    } catch {
      for (const track of stream.getTracks()) track.stop();
      void context.close();
      setState({ phase: 'failed', message: microphoneProblem(null) });
      return;
    }
    let stopped = false;
    const finish = async () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(limit);
      session.current = null;
      processor.disconnect();
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
      const sampleRate = context.sampleRate;
      await context.close();
      setLevel(0);
      const samples = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      // Measured before the samples move to the worker (a transferred buffer reads as empty here).
      const seconds = Math.round((samples.length / sampleRate) * 10) / 10;
      const problem = takeProblem(samples, sampleRate);
      if (problem) {
        setState({ phase: 'refused', message: takeProblemMessages[problem], seconds });
        return;
      }
      setState({ phase: 'encoding' });
      try {
        const mp3 = await encodeInWorker(samples, sampleRate);
        const blob = new Blob([mp3 as Uint8Array<ArrayBuffer>], { type: 'audio/mpeg' });
        setState({
          phase: 'recorded',
          mp3: blob,
          url: URL.createObjectURL(blob),
          seconds,
        });
      } catch {
        setState({ phase: 'failed', message: 'The recording could not be prepared. Please record it again.' });
      }
    };
    const limit = setTimeout(() => void finish(), RECORDING_LIMIT_MS);
    session.current = { stop: () => void finish() };
    setState({ phase: 'recording' });
  };

  return {
    state,
    level,
    /** Seconds recorded so far in this take. */
    elapsed,
    start: () => void start(),
    stop: () => session.current?.stop(),
    reset: () => setState({ phase: 'idle' }),
  };
}
