import type { JudgedElement } from '@wilco/shared';
import type { ExpectedElement, Judgement, JudgeOptions, JudgeTurn } from './types';

export type { ElementKind, ExpectedElement, Judgement, JudgeOptions, JudgeTurn } from './types';

/** Greetings and acknowledgements are judged leniently and not scored (docs/product/simulation-judge.md). */
const UNSCORED = new Set(['greeting', 'acknowledge', 'free']);
const isScored = (turn: JudgeTurn) =>
  turn.flag.toLowerCase() !== 'greeting' && !UNSCORED.has(turn.response_type.toLowerCase());

/** The elements a turn's expected transmission carries (used to build a recognition search and the debrief). */
export function expectedElements(turn: JudgeTurn): ExpectedElement[] {
  void turn;
  return [];
}

/** Judges one learner transmission against the turn's expected input (docs/product/simulation-judge.md). */
export function judgeTransmission(turn: JudgeTurn, heard: string, opts: JudgeOptions): Judgement {
  const scored = isScored(turn);
  const address = opts.callsign ? `${opts.callsign}, ` : '';
  const lowConfidence = opts.confidence !== null && opts.confidence < opts.minConfidence;
  if (lowConfidence || !/[a-z0-9]/i.test(heard)) {
    return { verdict: 'say_again', elements: [], reply: `${address}say again.`, scored: false };
  }
  const elements: JudgedElement[] = [];
  return { verdict: 'accepted', elements, reply: null, scored };
}
