/**
 * The recorder's AudioWorklet module: it captures 22050 Hz mono linear16
 * (docs/product/speech.md, "Recorder"). It runs on the audio thread, so converting there keeps the UI thread
 * free. Loaded through `?worker&url` (see worklet-url.ts) so Vite bundles its imports in production.
 */
import { createPcmSlicer, mixToMono } from './pcm';
import { createResampler } from './resampler';
import type { WorkletCommand, WorkletMessage, WorkletOptions } from './worklet-protocol';
import { PCM_WORKLET_NAME } from './worklet-protocol';

/** The AudioWorkletGlobalScope names we use; the DOM lib does not describe that scope. */
type WorkletScope = {
  AudioWorkletProcessor: new (options?: { processorOptions?: WorkletOptions }) => {
    readonly port: MessagePort;
  };
  registerProcessor: (name: string, processor: unknown) => void;
};
const scope = globalThis as unknown as WorkletScope;

class PcmCaptureProcessor extends scope.AudioWorkletProcessor {
  private readonly resampler;
  private readonly slicer;
  private isCapturing = false;

  constructor(options: { processorOptions: WorkletOptions }) {
    super(options);
    const { inputRate, outputRate, sliceSamples } = options.processorOptions;
    this.resampler = createResampler(inputRate, outputRate);
    this.slicer = createPcmSlicer(sliceSamples);
    this.port.onmessage = (event: MessageEvent<WorkletCommand>) => this.onCommand(event.data);
  }

  private post(message: WorkletMessage): void {
    this.port.postMessage(message, [message.pcm]);
  }

  private onCommand(command: WorkletCommand): void {
    if (command.type === 'capture') {
      this.isCapturing = command.on;
      return;
    }
    // A flush answers even when nothing is pending, so the main thread never waits in vain.
    const rest = this.slicer.flush() ?? new ArrayBuffer(0);
    this.post({ type: 'flushed', id: command.id, pcm: rest });
  }

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    if (!this.isCapturing || !channels || channels.length === 0) return true;
    for (const pcm of this.slicer.push(this.resampler.process(mixToMono(channels)))) {
      this.post({ type: 'chunk', pcm });
    }
    // Keep the processor alive for the whole session; the main thread disconnects it on reset.
    return true;
  }
}

scope.registerProcessor(PCM_WORKLET_NAME, PcmCaptureProcessor);
