import { describe, expect, it } from 'vitest';
import type { Rubric } from '../types';
import { createDefaultPersona } from './default-persona';
import { DPE_EXAMINER, TOWER_CONTROLLER } from './profiles';
import { createLlmPersona } from './llm-persona';
import type { PersonaTurn } from './persona';

const rubric: Rubric = {
  question_id: 5,
  question: 'Read back: turn left heading 270.',
  answer: 'Left heading two seven zero.',
  point_threshold: 2,
  contexts: [],
  examples: [],
  subanswers: [{ subanswer_id: 1, subanswer: 'Heading 270', points: 2 }],
};
const turn: PersonaTurn = {
  rubric,
  answers: 1,
  maxAnswers: 3,
  missing: rubric.subanswers,
  earned: 0,
  context: null,
  revealAnswer: true,
};
const stub = (content: string | null, status = 200): typeof fetch =>
  (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;

describe('LLM persona plug-in', () => {
  const fallback = createDefaultPersona();

  it('speaks the endpoint’s line', async () => {
    const persona = createLlmPersona(DPE_EXAMINER, {
      baseUrl: 'http://stub/v1',
      apiKey: null,
      model: 'm',
      fallback,
      fetchImpl: stub('What did the controller say about your direction?'),
    });
    expect(await persona.followUp(turn)).toBe('What did the controller say about your direction?');
  });

  it('briefs the endpoint on the persona’s role', async () => {
    const systems: string[] = [];
    const capture = (async (_url: string, init: RequestInit) => {
      systems.push(
        (JSON.parse(String(init.body)) as { messages: { content: string }[] }).messages[0]!.content,
      );
      return stub('Verify heading.')('http://stub/v1/chat/completions');
    }) as unknown as typeof fetch;
    for (const profile of [DPE_EXAMINER, TOWER_CONTROLLER])
      await createLlmPersona(profile, {
        baseUrl: 'http://stub/v1',
        apiKey: null,
        model: 'm',
        fallback,
        fetchImpl: capture,
      }).followUp(turn);
    expect(systems[0]).toMatch(/^You are Examiner Morgan, an FAA designated pilot examiner/);
    expect(systems[1]).toMatch(/^You are Tower, an air traffic controller .* ATC phraseology/);
  });

  it('falls back rather than reveal a missing value or when the endpoint fails', async () => {
    const leaky = createLlmPersona(DPE_EXAMINER, {
      baseUrl: 'http://stub/v1',
      apiKey: null,
      model: 'm',
      fallback,
      fetchImpl: stub('Was it two seven zero?'),
    });
    expect(await leaky.followUp(turn)).toBe(await fallback.followUp(turn));
    const down = createLlmPersona(DPE_EXAMINER, {
      baseUrl: 'http://stub/v1',
      apiKey: null,
      model: 'm',
      fallback,
      fetchImpl: stub(null, 500),
    });
    expect(await down.opening(turn)).toBe(await fallback.opening(turn));
  });
});
