import type { Persona, PersonaTurn } from './persona';
import { TOWER_CONTROLLER } from './profiles';
import { pick, probeKind, quotedClearance, type ProbeKind } from './probe-kinds';

// Radio phraseology: short, no chit-chat. A real controller would correct a readback by
// repeating the value; in an exam that gives the answer away, so the tower only asks for the
// missing element by kind ("verify heading") and leaves the value to the pilot.
const KIND_PROBES: Record<ProbeKind, readonly string[]> = {
  heading: ['Verify heading.', 'Say again heading.', 'Readback incomplete, say heading.'],
  squawk: ['Verify squawk.', 'Say again squawk code.'],
  frequency: ['Verify frequency.', 'Say again frequency.', 'Read back the frequency change.'],
  runway: ['Verify runway.', 'Say again runway.'],
  'hold-short': ['Read back hold short instructions.', 'Verify your hold short instruction.'],
  altitude: ['Verify altitude.', 'Say again altitude.', 'Readback incomplete, say altitude.'],
  callsign: ['Say again with your callsign.', 'Station calling, say callsign.'],
};
const PROBES = [
  'Readback incomplete, say again.',
  'Negative, read back the full clearance.',
  'Say again all of that.',
  'Incomplete readback, try again.',
];
const CORRECT = ['Readback correct.', 'Readback correct, continue.', 'Roger, readback correct.', 'Correct.'];
const SAY_AGAIN = ['Station calling, say again.', 'You were broken, say again.', 'Unreadable, say again.'];

/** The tower: terse ATC phraseology, the clearance itself as the opening, "say again" probes. */
export function createControllerPersona(profile = TOWER_CONTROLLER): Persona {
  return {
    profile,
    async opening(turn: PersonaTurn) {
      return quotedClearance(turn.rubric.question) ?? turn.rubric.question;
    },
    async followUp(turn: PersonaTurn) {
      const seed = turn.rubric.question_id + turn.answers;
      const target = turn.missing[0];
      const kind = target ? probeKind(target.subanswer) : null;
      const last = turn.maxAnswers - turn.answers === 1 ? ' Last chance.' : '';
      return `${pick(kind ? KIND_PROBES[kind] : PROBES, seed)}${last}`;
    },
    async closeCorrect(turn: PersonaTurn) {
      return pick(CORRECT, turn.rubric.question_id + turn.answers);
    },
    async closeIncomplete(turn: PersonaTurn) {
      if (!turn.revealAnswer) return 'Negative. Readback incorrect.';
      return `Negative. Correct readback: ${turn.rubric.answer}`;
    },
    async sayAgain(turn: PersonaTurn) {
      return pick(SAY_AGAIN, turn.rubric.question_id + turn.answers);
    },
  };
}
