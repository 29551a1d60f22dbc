import type { Persona, PersonaTurn } from './persona';
import { DPE_EXAMINER } from './profiles';
import { pick, probeTarget, type ProbeKind } from './probe-kinds';

/** Any question may be the first of a quiz, so no opener assumes one came before ('Next one.'). */
const OPENERS = ['', 'Question for you. ', 'Alright. ', "Let's talk about this one. "];
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
const KIND_PROBES: Record<ProbeKind, readonly string[]> = {
  heading: ['What about the heading?', 'Which way were you told to turn, and to what?'],
  squawk: ['Anything about the transponder code?', 'What about your transponder?'],
  frequency: ['What about the frequency change?', 'Who do you talk to next, and where?'],
  runway: ['Which runway was that?', 'What about the runway?'],
  'hold-short': ['Is there a restriction you need to read back?', 'Where do you have to stop?'],
  altitude: ['And the altitude?', 'What altitude were you given?'],
  callsign: ['How should your readback end?', 'Who was that call for?'],
};

/** A probe naming the missing item's topic (knowledge questions), never its content. */
const TOPIC_PROBES: readonly ((topic: string) => string)[] = [
  (topic) => `What about ${topic}?`,
  (topic) => `Can you say more about ${topic}?`,
];

/** The default examiner: deterministic, templated, varied, and careful not to give answers away. */
export function createDefaultPersona(profile = DPE_EXAMINER): Persona {
  return {
    profile,
    async opening(turn: PersonaTurn) {
      return `${pick(OPENERS, turn.rubric.question_id)}${turn.rubric.question}`.trim();
    },
    async followUp(turn: PersonaTurn) {
      const seed = turn.rubric.question_id + turn.answers;
      const missing = turn.missing[0];
      const target = missing ? probeTarget(turn.rubric.question, missing.subanswer) : null;
      const lead = turn.earned > 0 ? `${pick(KEEP_GOING, seed)} ` : '';
      const remaining = turn.maxAnswers - turn.answers;
      const last = remaining === 1 ? ' This is your last try at this question.' : '';
      const probe =
        target === null
          ? pick(PROBES, seed)
          : target.kind === 'topic'
            ? TOPIC_PROBES[Math.abs(seed) % TOPIC_PROBES.length]!(target.topic)
            : pick(KIND_PROBES[target.kind], seed);
      return `${lead}${probe}${last}`;
    },
    async closeCorrect(turn: PersonaTurn) {
      return pick(PRAISE, turn.rubric.question_id + turn.answers);
    },
    async closeIncomplete(turn: PersonaTurn) {
      if (!turn.revealAnswer) return "Let's leave it there for now.";
      return `Let's leave it there. A complete answer would be: ${turn.rubric.answer}`;
    },
    async sayAgain(turn: PersonaTurn) {
      return pick(SAY_AGAIN, turn.rubric.question_id + turn.answers);
    },
  };
}
