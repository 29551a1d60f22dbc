/**
 * The offline recogniser's confidence, from the two scores wilco-ps reports per utterance
 * (apps/server/native/wilco-ps.c, utterance_scores):
 * - `fit`: acoustic score per frame of the recognised words against the best senone, in nats
 *   (≈ −2.5 … −4.5 for clear flite ATC speech, −5.7 … −6.7 for flite speech about coffee or
 *   football, measured on the bench's decoder settings);
 * - `cost`: grammar cost per word, in nats: 0 when every word sits in a phrase, one free item
 *   costs 52 (grammar.ts FREE_WEIGHTS × -lw 6.5). ATC answers measured 0 … 10, speech outside
 *   ATC phraseology 16 … 35, noise heard as a lone word 52.
 * Each maps through a logistic centred between those groups; the product is the confidence,
 * so either sign of trouble alone pulls it under the conversation's floor
 * (CONVERSATION_MIN_VOICE_CONFIDENCE, 0.45). No words at all → 0.
 *
 * The fit is measured against the best senone of the model in use, so it depends on the model:
 * the adapted one (adapted-model.ts) fits every kind of speech it was adapted on better, its
 * misheard answers included: with the stock model's centre it flagged a quarter of its misheard
 * answers on the tuning part.
 * Each model has its own centre, the adapted one's chosen on the tuning part
 * (docs/decisions/030-robust-offline-stt.md, "The adapted model as the default"); the grammar
 * cost does not depend on the model.
 */
export type AcousticModel = 'stock' | 'adapted';

const FIT_CENTRE: Record<AcousticModel, number> = { stock: -6.2, adapted: -5.8 };
const FIT_SCALE = 0.35;
const COST_CENTRE = 14;
const COST_SCALE = 3;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export function confidenceFrom(fit: number, cost: number, model: AcousticModel = 'stock'): number {
  if (!Number.isFinite(fit) || !Number.isFinite(cost)) return 0;
  const byFit = logistic((fit - FIT_CENTRE[model]) / FIT_SCALE);
  const byCost = logistic((COST_CENTRE - cost) / COST_SCALE);
  return Math.round(byFit * byCost * 1000) / 1000;
}

/** wilco-ps's final frame: [f32 fit][f32 cost][text] (little-endian), rated for `model`. */
export function parseFinal(
  payload: Buffer,
  model: AcousticModel = 'stock',
): { text: string; confidence: number } {
  if (payload.length < 8) return { text: '', confidence: 0 };
  return {
    text: payload.subarray(8).toString(),
    confidence: confidenceFrom(payload.readFloatLE(0), payload.readFloatLE(4), model),
  };
}
