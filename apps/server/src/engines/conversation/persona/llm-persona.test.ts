import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  replies: [],
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

/** A local OpenAI-compatible endpoint that records what the persona sends. */
describe('LLM persona briefing', () => {
  type Sent = { messages: { role: string; content: string }[] };
  const sent: Sent[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server = createServer(async (req, res) => {
    sent.push(JSON.parse(await read(req)) as Sent);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ message: { content: 'What did the controller say about the turn?' } }] }),
    );
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const readback: Rubric = {
    ...rubric,
    question: 'Approach says: "N123AB, climb and maintain 4500, turn left heading 270." Read it back.',
    subanswers: [
      { subanswer_id: 1, subanswer: 'Altitude 4,500', points: 2 },
      { subanswer_id: 2, subanswer: 'Left turn, heading 270', points: 2 },
    ],
  };
  const briefed = async (moment: 'followUp' | 'closeIncomplete', revealAnswer: boolean) => {
    sent.length = 0;
    const persona = createLlmPersona(DPE_EXAMINER, {
      baseUrl,
      apiKey: null,
      model: 'm',
      fallback: createDefaultPersona(),
    });
    const line = await persona[moment]({
      rubric: readback,
      answers: 2,
      maxAnswers: 3,
      replies: ['climb and maintain four thousand five hundred', 'roger'],
      missing: [readback.subanswers[1]!],
      earned: 2,
      context: null,
      revealAnswer,
    });
    const [role, notes, instruction] = sent[0]!.messages;
    return { line, role: role!, notes: notes!, instruction: instruction! };
  };

  it('gives the question, the learner’s replies and the missing items as hidden notes', async () => {
    const { line, role, notes, instruction } = await briefed('followUp', true);
    expect(line).toBe('What did the controller say about the turn?');
    expect(role.role).toBe('system');
    expect(notes.role).toBe('system');
    expect(notes.content).toMatch(/^HIDDEN EXAMINER NOTES\. .*never reveal, quote or paraphrase them/);
    expect(notes.content).toContain(`Question: ${readback.question}`);
    expect(notes.content).toContain('1. "climb and maintain four thousand five hundred"\n2. "roger"');
    expect(notes.content).toContain("Still missing from the candidate's answers:\n- Left turn, heading 270");
    expect(notes.content).not.toContain('Altitude 4,500');
    // A follow-up has no use for the model answer, so the model is never given it.
    expect(notes.content).not.toContain(readback.answer);
    expect(instruction).toMatchObject({ role: 'user' });
    expect(instruction!.content).toMatch(
      /first missing item in your notes.*without stating any missing fact/,
    );
  });

  it('hands over the complete answer only for a close that may state it', async () => {
    expect((await briefed('closeIncomplete', true)).notes.content).toContain(
      `Complete answer: ${readback.answer}`,
    );
    const practice = await briefed('closeIncomplete', false);
    expect(practice.notes.content).not.toContain(readback.answer);
    expect(practice.instruction.content).toMatch(/without giving or hinting at the answer/);
  });
});
