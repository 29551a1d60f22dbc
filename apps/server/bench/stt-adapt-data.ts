/**
 * The speech an acoustic model is adapted on (docs/decisions/030-robust-offline-stt.md): the
 * TUNING phrases of clips.ts in the given voices and conditions, as the decoder receives them
 * (16 kHz, through the provider's band-pass when one is set). Never a held-out phrase or voice.
 */
import { STT_SAMPLE_RATE } from '@wilco/shared';
import { createDecoderInput, type Band } from '../src/engines/speech/stt/band';
import type { Utterance } from '../src/engines/speech/stt/pocketsphinx/adapt/adapt';
import { CLIPS } from '../src/engines/speech/stt/testset/clips';
import type { Condition, Voice } from '../src/engines/speech/stt/testset/conditions';
import type { createClipMaker } from '../src/engines/speech/stt/testset/make-clips';

export async function adaptationUtterances(
  maker: ReturnType<typeof createClipMaker>,
  voices: Voice[],
  conditions: Condition[],
  band: Band,
): Promise<Utterance[]> {
  if (voices.some((v) => v.heldOut)) throw new Error('adaptation never hears a held-out voice');
  const utterances: Utterance[] = [];
  for (const voice of voices)
    for (const condition of conditions)
      for (const clip of CLIPS.filter((c) => !c.heldOut)) {
        const speech = await maker.make(voice, clip.said, condition.degrade, `${voice.id}|${clip.said}`);
        const input = createDecoderInput(STT_SAMPLE_RATE, band);
        const pcm16k = Int16Array.from([...input.push(speech), ...input.flush()]);
        utterances.push({ id: `u${utterances.length}`, text: clip.said, pcm16k });
      }
  return utterances;
}
