import type { CallRejoined, DebriefExchange, SimTranscriptLine } from '@wilco/shared';
import type { SimTurn } from './types';

/**
 * docs/product/simulations.md, "Reconnecting": the call as the learner saw it, rebuilt from the stored
 * exchanges, so a new page shows the same lines the old one did: an inbound call's opening line, then
 * each transmission (what was heard, with its judgement) and what the caller said back to it. Only
 * what was already sent is in it: the expected transmission of a turn is never part of a line.
 */
export function transcriptOf(
  turns: SimTurn[],
  exchanges: (DebriefExchange | null | undefined)[],
  outbound: boolean,
): SimTranscriptLine[] {
  const made = exchanges.filter((e): e is DebriefExchange => !!e && e.transmissions.length > 0);
  const lines: SimTranscriptLine[] = [];
  const opening = turns[0]?.output.trim();
  // The opening line is in the transcript once the learner answered it; before that it is said again.
  if (!outbound && opening && made.length)
    lines.push({ speaker: 'caller', text: opening, order: turns[0]!.order });
  for (const exchange of made) {
    for (const { heard, verdict, elements, caller_reply } of exchange.transmissions) {
      lines.push({
        speaker: 'learner',
        text: heard,
        order: exchange.order,
        judgement: { verdict, elements },
      });
      if (caller_reply.trim())
        lines.push({ speaker: 'caller', text: caller_reply.trim(), order: exchange.order });
    }
  }
  return lines;
}

/** What the rejoined call is waiting for: the caller's opening line (said again next), or the learner. */
export function rejoinedTurn(
  lines: SimTranscriptLine[],
  outbound: boolean,
  attempts: number,
  index: number,
): Pick<CallRejoined, 'turn' | 'last_caller_line'> {
  const lastCaller = lines.findLast((l) => l.speaker === 'caller');
  return {
    turn: !outbound && index === 0 && attempts === 0 ? 'caller' : 'learner',
    last_caller_line: lastCaller?.text ?? null,
  };
}
