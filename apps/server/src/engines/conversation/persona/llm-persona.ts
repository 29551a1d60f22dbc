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

type Moment = 'opening' | 'followUp' | 'closeCorrect' | 'closeIncomplete' | 'sayAgain';

const INSTRUCTIONS: Record<Moment, string> = {
  opening: 'Ask the question below in your own words, briefly. Do not hint at the answer.',
  followUp:
    'The candidate has not covered everything. Ask one short follow-up that steers them to what is missing without naming any missing fact or number.',
  closeCorrect: 'The candidate answered correctly. Acknowledge it in one short sentence.',
  closeIncomplete:
    'The candidate is out of attempts. Close kindly and state the complete answer given below.',
  sayAgain: 'You did not hear the candidate clearly. Ask them to say it again, in one short sentence.',
};

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
            {
              role: 'system',
              content: ROLE_PROMPTS[profile.style](profile.name),
            },
            {
              role: 'user',
              content: `${INSTRUCTIONS[moment]}\nQuestion: ${turn.rubric.question}\nComplete answer (never reveal unless closing incomplete): ${turn.rubric.answer}\nAnswers so far: ${turn.answers} of ${turn.maxAnswers}.`,
            },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) throw new Error('empty persona line');
      if (moment === 'followUp') {
        const hidden = missingValues(turn);
        if (tokenize(text).tokens.some((t) => hidden.has(t.text)))
          throw new Error('follow-up would reveal a missing value');
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
