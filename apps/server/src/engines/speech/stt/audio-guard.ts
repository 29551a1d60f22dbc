/** Limits on what one /stt client may send. */
export type AudioLimits = {
  /** Larger chunks are refused (STT_MAX_CHUNK_BYTES). */
  maxChunkBytes: number;
  /** Audio may arrive at most this many times faster than real time (a burst of 1 s allowed). */
  maxRealtimeFactor: number;
  /** RMS level (of 32768) above which a chunk counts as speech and keeps the session alive. */
  speechRms: number;
};

/**
 * Chunk-size and rate checks (a token bucket in bytes) and a speech detector for the
 * inactivity timeout: a recorder streaming silence is as idle as one streaming nothing.
 */
export function createAudioGuard(limits: AudioLimits) {
  let bytesPerSecond = 0;
  let tokens = 0;
  let last = 0;

  return {
    reset(sampleRate: number) {
      bytesPerSecond = sampleRate * 2 * limits.maxRealtimeFactor;
      tokens = bytesPerSecond;
      last = 0;
    },
    /** A refusal message, or null when the chunk may pass. */
    check(bytes: number, now: number): string | null {
      if (bytes > limits.maxChunkBytes)
        return `Audio chunk of ${bytes} bytes is larger than ${limits.maxChunkBytes} bytes`;
      if (last) tokens = Math.min(bytesPerSecond, tokens + ((now - last) / 1000) * bytesPerSecond);
      last = now;
      if (bytes > tokens) return 'Audio is arriving faster than real time';
      tokens -= bytes;
      return null;
    },
    isSpeech(pcm: Int16Array): boolean {
      if (pcm.length === 0) return false;
      let sum = 0;
      for (let i = 0; i < pcm.length; i++) sum += pcm[i]! * pcm[i]!;
      return Math.sqrt(sum / pcm.length) >= limits.speechRms;
    },
  };
}
