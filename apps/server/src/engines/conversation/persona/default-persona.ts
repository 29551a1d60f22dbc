import { tokenize } from '../language/tokenize';
import type { Persona, PersonaProfile, PersonaTurn } from './persona';

export const DPE_EXAMINER: PersonaProfile = {
  id: 'dpe',
  name: 'Examiner Morgan',
  voice: 'slt',
  style: 'examiner',
};

// Stable choice from a small set: the same turn always reads the same (testable), but
// consecutive turns and questions vary.
const pick = (options: readonly string[], seed: number) => options[Math.abs(seed) % options.length]!;

const OPENERS = ['', 'Next one. ', 'Alright. ', "Let's talk about this one. "];
const PRAISE = [
  'That covers it. Well done.',
  'Correct, nicely answered.',
  "Good, that's what I was looking for.",
  'Exactly right.',
];
const KEEP_GOING = [
  'Good start.',
  "You're on the right track.",
  'Okay, that is part of it.',
  "That's some of it.",
];
const PROBES = [
  'What else is there?',
  'Is anything missing from your answer?',
  'Can you add to that?',
  'What else would you need to cover?',
];
const SAY_AGAIN = [
  'Sorry, I did not catch that clearly. Say again?',
  'You were broken up there. Could you say that again?',
];

/** A probe aimed at the kind of value still missing, without saying the value itself. */
function valueProbe(subanswer: string): string | null {
  const words = new Set(tokenize(subanswer).tokens.map((t) => t.text));
  const kinds = tokenize(subanswer).tokens.map((t) => t.kind);
  if (words.has('heading')) return 'What about the heading?';
  if (words.has('squawk') || words.has('code')) return 'Anything about the transponder code?';
  if (words.has('frequency') || words.has('contact')) return 'What about the frequency change?';
  if (words.has('runway') || kinds.includes('runway')) return 'Which runway was that?';
  if (words.has('hold') && words.has('short')) return 'Is there a restriction you need to read back?';
  if (words.has('altitude') || words.has('maintain') || words.has('climb') || words.has('descend'))
    return 'And the altitude?';
  if (kinds.includes('callsign') || words.has('callsign')) return 'How should your readback end?';
  return null;
}

/** The default examiner: deterministic, templated, varied, and careful not to give answers away. */
export function createDefaultPersona(profile: PersonaProfile = DPE_EXAMINER): Persona {
  return {
    profile,
    async opening(turn: PersonaTurn) {
      return `${pick(OPENERS, turn.rubric.question_id)}${turn.rubric.question}`.trim();
    },
    async followUp(turn: PersonaTurn) {
      const seed = turn.rubric.question_id + turn.answers;
      const target = turn.missing[0];
      const specific = target ? valueProbe(target.subanswer) : null;
      const lead = turn.earned > 0 ? `${pick(KEEP_GOING, seed)} ` : '';
      const remaining = turn.maxAnswers - turn.answers;
      const last = remaining === 1 ? ' This is your last try on this one.' : '';
      return `${lead}${specific ?? pick(PROBES, seed)}${last}`;
    },
    async closeCorrect(turn: PersonaTurn) {
      return pick(PRAISE, turn.rubric.question_id + turn.answers);
    },
    async closeIncomplete(turn: PersonaTurn) {
      return `Let's leave it there. A complete answer would be: ${turn.rubric.answer}`;
    },
    async sayAgain(turn: PersonaTurn) {
      return pick(SAY_AGAIN, turn.rubric.question_id + turn.answers);
    },
  };
}
