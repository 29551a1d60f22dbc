import { compareElements } from './compare';
import { planTurn } from './expected';
import { isIntelligible, prepare } from './normalize';
import { isLenient } from './policy';
import { correctionReply, promptReply, sayAgainReply } from './reply';
import { speakElement } from './speak';
import type { ExpectedElement, Judgement, JudgeOptions, JudgeTurn } from './types';

export type { ElementKind, ExpectedElement, Judgement, JudgeOptions, JudgeTurn } from './types';
export { checkVariations } from './expected';
export { isLenient } from './policy';

/** The elements a turn's expected transmission carries (used to build a recognition search and the debrief). */
export function expectedElements(turn: JudgeTurn): ExpectedElement[] {
  return planTurn(turn).elements.map((f) => ({
    kind: f.kind,
    value: f.value,
    spoken: speakElement(f),
    words: f.words,
  }));
}

/**
 * docs/product/simulation-judge.md: judges one learner transmission against the turn's expected
 * input, element by element. A wrong value is never accepted (corrected), a missing one is
 * prompted, an unintelligible or low-confidence one gets "say again" and does not count.
 */
export function judgeTransmission(turn: JudgeTurn, heard: string, opts: JudgeOptions): Judgement {
  const plan = planTurn(turn);
  const address = opts.callsign?.trim() || plan.callsignWords;
  const prepared = prepare(heard);
  const lowConfidence = opts.confidence !== null && opts.confidence < opts.minConfidence;
  if (lowConfidence || !isIntelligible(prepared)) {
    // Nothing counted yet, so the judgement names none of the turn's values: a learner could
    // otherwise mumble, read them off the chips and score the turn as right at once.
    return {
      verdict: 'say_again',
      elements: [],
      reply: sayAgainReply(address, opts.station ?? null),
      scored: false,
    };
  }
  const elements = compareElements(plan.elements, prepared, plan.otherCallsigns);
  if (isLenient(turn)) return { verdict: 'accepted', elements, reply: null, scored: false };
  const wrong = plan.elements.filter((_, i) => elements[i]!.status === 'wrong');
  if (wrong.length) {
    return {
      verdict: 'corrected',
      elements,
      reply: correctionReply(wrong, turn.output_variations, address),
      scored: true,
    };
  }
  const missing = plan.elements.filter((_, i) => elements[i]!.status === 'missing');
  if (missing.length) {
    return {
      verdict: 'prompted',
      elements,
      reply: promptReply(missing, turn.output_variations, address),
      scored: true,
    };
  }
  return { verdict: 'accepted', elements, reply: null, scored: true };
}
