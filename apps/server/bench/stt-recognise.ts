import { STT_SAMPLE_RATE } from '@wilco/shared';
import type { Clip } from '../src/engines/speech/stt/testset/clips';
import type { SttProvider } from '../src/engines/speech/stt/types';
import { recorderChunks } from '../src/test/speech';

/** `openMs`: stt_start → ready (the wait for a decoder and the question's search); `latencyMs`: end of audio → final. */
export type Heard = { heard: string; confidence: number; latencyMs: number; openMs: number };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One answer through the product path; `speed` > 0 paces 250 ms chunks at that many times real time, like the recorder; 0 streams as fast as the decoder takes them. */
export async function recognise(
  provider: SttProvider,
  clip: Clip,
  speech: Int16Array,
  speed: number,
): Promise<Heard> {
  let heard = '';
  let confidence = 0;
  let finalAt = 0;
  const opening = performance.now();
  const stream = await provider.open(
    { expected: clip.expected, sampleRate: STT_SAMPLE_RATE },
    {
      partial: () => undefined,
      transcript: (e) => {
        finalAt = performance.now();
        const best = 'channel' in e ? e.channel.alternatives[0] : undefined;
        heard = best?.transcript ?? '';
        confidence = best?.confidence ?? 0;
      },
      utteranceEnd: () => undefined,
      error: (m) => {
        throw new Error(m);
      },
    },
  );
  const openMs = performance.now() - opening;
  for (const chunk of recorderChunks(speech)) {
    stream.write(chunk);
    if (speed > 0) await sleep(250 / speed);
  }
  const endOfAudio = performance.now();
  await stream.finalize();
  await stream.close();
  return { heard, confidence, latencyMs: finalAt - endOfAudio, openMs };
}
