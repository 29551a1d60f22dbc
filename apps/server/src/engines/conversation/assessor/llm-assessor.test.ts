import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rubric } from '../types';
import { createRubricAssessor } from './index';
import { createLlmAssessor } from './llm-assessor';

/** A local stand-in for an OpenAI-compatible endpoint: records requests, answers as told. */
let server: Server;
let baseUrl = '';
const seen: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let answer: (body: Record<string, unknown>) => { status: number; json: unknown } = () => ({
  status: 500,
  json: {},
});

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as Record<string, unknown>;
    seen.push({ auth: req.headers.authorization, body });
    const out = req.url === '/v1/chat/completions' ? answer(body) : { status: 404, json: {} };
    res.writeHead(out.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(out.json));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const rubric: Rubric = {
  question_id: 1,
  question: 'Read back: climb and maintain 4,500, turn left heading 270.',
  answer: 'Climb and maintain four thousand five hundred, left heading two seven zero.',
  point_threshold: 4,
  contexts: [],
  subanswers: [
    { subanswer_id: 11, subanswer: 'Altitude 4,500', points: 2 },
    { subanswer_id: 12, subanswer: 'Heading 270', points: 2 },
  ],
  examples: [
    {
      example: 'climb and maintain four thousand five hundred left heading two seven zero',
      subanswer_examples: [
        { subanswer_id: 11, label: true, evidence: 'four thousand five hundred' },
        { subanswer_id: 12, label: true, evidence: 'heading two seven zero' },
      ],
    },
  ],
};
const reply = (content: object) => ({
  status: 200,
  json: { choices: [{ message: { content: JSON.stringify(content) } }] },
});

describe('OpenAI-compatible assessor (contract with a local stub)', () => {
  it('sends the model, a JSON response format, the rubric and the examples, with the API key', async () => {
    answer = () =>
      reply({
        assessments: [
          { subanswer_id: 11, label: true, evidence: 'four thousand five hundred' },
          { subanswer_id: 12, label: true, evidence: 'heading two seven zero' },
        ],
      });
    const assessor = createLlmAssessor({
      baseUrl,
      apiKey: 'sk-test',
      model: 'examiner-1',
      fallback: createRubricAssessor(),
    });
    const result = await assessor.assess(
      rubric,
      'climb and maintain four thousand five hundred left heading two seven zero',
    );
    expect(result.map((a) => a.label)).toEqual([true, true]);
    const request = seen.at(-1)!;
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'examiner-1',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    const prompt = JSON.stringify(request.body.messages);
    expect(prompt).toContain('Altitude 4,500');
    expect(prompt).toContain('four thousand five hundred left heading two seven zero');
  });

  it('never lets the model accept a wrong value', async () => {
    answer = () =>
      reply({
        assessments: [
          { subanswer_id: 11, label: true, evidence: 'x' },
          { subanswer_id: 12, label: true, evidence: 'heading two six zero' },
        ],
      });
    const assessor = createLlmAssessor({
      baseUrl,
      apiKey: null,
      model: 'm',
      fallback: createRubricAssessor(),
    });
    const result = await assessor.assess(
      rubric,
      'climb and maintain four thousand five hundred left heading two six zero',
    );
    expect(result.map((a) => a.label)).toEqual([true, false]);
    expect(result[1]?.evidence).toBeNull();
  });

  it('falls back to the offline assessor when the endpoint fails or answers nonsense', async () => {
    const assessor = createLlmAssessor({
      baseUrl,
      apiKey: null,
      model: 'm',
      fallback: createRubricAssessor(),
    });
    answer = () => ({ status: 503, json: { error: 'overloaded' } });
    expect(
      (await assessor.assess(rubric, 'four thousand five hundred heading two seven zero')).map(
        (a) => a.label,
      ),
    ).toEqual([true, true]);
    answer = () => reply({ not: 'what was asked' });
    expect((await assessor.assess(rubric, 'four thousand five hundred')).map((a) => a.label)).toEqual([
      true,
      false,
    ]);
  });
});
