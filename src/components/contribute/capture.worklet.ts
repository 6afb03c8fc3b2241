// Runs on the audio thread: hands the microphone's samples to the page in blocks of 2048 (about 40 ms at 48 kHz).
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: typeof AudioWorkletProcessor): void;

const BLOCK = 2048;

class CaptureProcessor extends AudioWorkletProcessor {
  private block = new Float32Array(BLOCK);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    let from = 0;
    while (from < channel.length) {
      const count = Math.min(BLOCK - this.filled, channel.length - from);
      this.block.set(channel.subarray(from, from + count), this.filled);
      this.filled += count;
      from += count;
      if (this.filled === BLOCK) {
        this.port.postMessage(this.block, [this.block.buffer]);
        this.block = new Float32Array(BLOCK);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('lugha-capture', CaptureProcessor);
