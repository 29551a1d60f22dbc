import type { JudgedElement } from '@wilco/shared';

/** docs/product/simulation-judge.md: one scripted turn as the judge sees it. */
export type JudgeTurn = {
  /** What the learner must transmit. */
  input: string;
  /** Accepted alternatives (same values, other words). */
  variations: string[];
  /** The other station's normal reply. */
  output: string;
  /** Alternative replies; may contain corrections written by the author. */
  output_variations: string[];
  /** 'Normal' by default; 'Greeting', 'Custom', … */
  flag: string;
  /** 'Normal' by default; see docs/product/simulation-judge.md for what is scored. */
  response_type: string;
};

export type ElementKind = JudgedElement['kind'];

export type Judgement = {
  verdict: 'accepted' | 'corrected' | 'prompted' | 'say_again';
  elements: JudgedElement[];
  /** What the caller says back when the verdict is not 'accepted' (a controller-style correction, a prompt for the missing element, or "say again"); null when accepted. */
  reply: string | null;
  /** Whether this transmission counts for the score (flag/response_type decide; greetings and unscored types do not). */
  scored: boolean;
};

export type JudgeOptions = {
  confidence: number | null;
  minConfidence: number;
  /** Who the reply addresses; defaults to the callsign written in the expected transmission. */
  callsign?: string | null;
  /** The caller's station name ("Lakeview Approach"), used when nobody can be addressed. */
  station?: string | null;
};

/** One value (or key phrase) the expected transmission carries. */
export type ExpectedElement = {
  kind: ElementKind;
  /** Canonical value, as stored in JudgedElement.expected: "27L", "4500", "FL240", "124.35", "4213", "29.92". */
  value: string;
  /** How a controller says it ("runway two seven left"): used in corrections and recognition hints. */
  spoken: string;
  /** The words of the expected transmission that carry it. */
  words: string[];
};
