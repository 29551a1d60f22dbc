import { tokenize } from '../language/tokenize';
import type { Persona, PersonaProfile, PersonaTurn } from './persona';

export type LlmPersonaOptions = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  fallback: Persona;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export type Moment = 'opening' | 'followUp' | 'closeCorrect' | 'closeIncomplete' | 'sayAgain';

const INSTRUCTIONS: Record<Moment, string> = {
  opening: 'Ask the question below in your own words, briefly. Do not hint at the answer.',
  followUp:
    'The candidate has not covered everything. Ask one short follow-up that steers them towards the first missing item in your notes, naming its topic in general terms, without stating any missing fact, value or wording.',
  closeCorrect: 'The candidate answered correctly. Acknowledge it in one short sentence.',
  closeIncomplete:
    'The candidate is out of attempts. Close kindly and state the complete answer given in your notes.',
  sayAgain: 'You did not hear the candidate clearly. Ask them to say it again, in one short sentence.',
};
/** Closing without the answer: a practice conversation beside the learner's open attempt. */
const CLOSE_WITHOUT_ANSWER =
  'The candidate is out of attempts. Close kindly in one short sentence, without giving or hinting at the answer.';

const ROLE_PROMPTS: Record<PersonaProfile['style'], (name: string) => string> = {
  examiner: (name) =>
    `You are ${name}, an FAA designated pilot examiner giving an oral exam. Speak plainly, at most two sentences.`,
  controller: (name) =>
    `You are ${name}, an air traffic controller checking a pilot's readbacks. Use standard ATC phraseology, tersely, in one short transmission.`,
};

/** Numbers, runways and callsigns of the ideas still missing: the persona must never say them. */
function missingValues(turn: PersonaTurn): Set<string> {
  return new Set(
    turn.missing.flatMap((s) =>
      tokenize(s.subanswer)
        .tokens.filter((t) => t.kind !== 'word' && t.kind !== 'letter')
        .map((t) => t.text),
    ),
  );
}

/**
 * The examiner's hidden notes (docs/product/grading.md "Follow-ups"): the question, what the
 * candidate has said, and what is still missing. The complete answer is there only when the
 * line may state it.
 */
export function examinerNotes(moment: Moment, turn: PersonaTurn): string {
  const replies = turn.replies.length
    ? turn.replies.map((r, i) => `${i + 1}. ${JSON.stringify(r)}`).join('\n')
    : '(none yet)';
  const missing = turn.missing.length ? turn.missing.map((m) => `- ${m.subanswer}`).join('\n') : '(nothing)';
  const answer =
    moment === 'closeIncomplete' && turn.revealAnswer ? `\nComplete answer: ${turn.rubric.answer}` : '';
  return [
    'HIDDEN EXAMINER NOTES. They guide what you ask; never reveal, quote or paraphrase them to the candidate.',
    `Question: ${turn.rubric.question}`,
    `Candidate's answers so far (${turn.answers} of ${turn.maxAnswers}):\n${replies}`,
    `Still missing from the candidate's answers:\n${missing}${answer}`,
  ].join('\n\n');
}

/**
 * Plug-in persona on an OpenAI-compatible chat endpoint. A follow-up that would reveal a
 * missing value, or any failure, falls back to the default persona's line.
 */
export function createLlmPersona(profile: PersonaProfile, options: LlmPersonaOptions): Persona {
  const doFetch = options.fetchImpl ?? fetch;

  async function speak(moment: Moment, turn: PersonaTurn): Promise<string> {
    try {
      const res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.4,
          messages: [
            { role: 'system', content: ROLE_PROMPTS[profile.style](profile.name) },
            { role: 'system', content: examinerNotes(moment, turn) },
            {
              role: 'user',
              content:
                moment === 'closeIncomplete' && !turn.revealAnswer
                  ? CLOSE_WITHOUT_ANSWER
                  : INSTRUCTIONS[moment],
            },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) throw new Error('empty persona line');
      // The opening restates the question (a clearance's values included); any later line must
      // not hand over what is still missing, unless it is the close that states the answer.
      if (moment !== 'opening' && !(moment === 'closeIncomplete' && turn.revealAnswer)) {
        const hidden = missingValues(turn);
        if (tokenize(text).tokens.some((t) => hidden.has(t.text)))
          throw new Error('the line would reveal a missing value');
        const said = text.toLowerCase();
        if (turn.missing.some((m) => said.includes(m.subanswer.toLowerCase())))
          throw new Error('the line would reveal a missing item');
      }
      return text;
    } catch {
      return options.fallback[moment](turn);
    }
  }

  return {
    profile,
    opening: (turn) => speak('opening', turn),
    followUp: (turn) => speak('followUp', turn),
    closeCorrect: (turn) => speak('closeCorrect', turn),
    closeIncomplete: (turn) => speak('closeIncomplete', turn),
    sayAgain: (turn) => speak('sayAgain', turn),
  };
}
