import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationOver, type ConversationState, type QuizAttempt } from '@wilco/shared';
import { quizzes } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createSignedInUser, login } from '../../test/fixtures';

/** A local OpenAI-compatible chat endpoint: the assessor gets JSON, the persona a line. */
let llm: Server;
const calls: ('assessor' | 'persona')[] = [];
/** The messages of each persona request, to check what the examiner is told. */
const personaBriefs: { role: string; content: string }[][] = [];
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });
// Started before the app is built, which needs the endpoint's address in its config.
{
  llm = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as {
      response_format?: unknown;
      messages: { role: string; content: string }[];
    };
    const kind = body.response_format ? 'assessor' : 'persona';
    calls.push(kind);
    if (kind === 'persona') personaBriefs.push(body.messages);
    // The model judges nothing conveyed, whatever the reply: the offline assessor would disagree.
    const content =
      kind === 'assessor' ? JSON.stringify({ assessments: [] }) : 'Tower here. Try that readback once more.';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { content } }] }));
  });
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
}
afterAll(() => new Promise<void>((r) => llm.close(() => r())));

const FULL_READBACK =
  'climb and maintain four thousand five hundred left heading two seven zero november one two three alpha bravo';

describe.shuffle.each(databaseKinds())(
  'conversation cast, assessor choice and audio fallback on %s',
  (kind) => {
    const t = useTestApp(kind, {
      seedDemo: true,
      llm: {
        baseUrl: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
        apiKey: null,
        model: 'm',
      },
      // An engine that is not there: persona audio must degrade to text, never fail the turn.
      tts: {
        provider: 'flite',
        radioEffect: true,
        cache: { maxBytes: 1 << 30, maxFiles: 1000 },
        bins: { flite: '/nonexistent/bin/flite', espeak: 'espeak-ng', sox: 'sox' },
        http: null,
      },
    });
    /** Each case's own learner of the seeded tenant. */
    let learner: Record<string, string>;
    let userId: number;
    // The stub LLM is shared by every case of both engines' suites: each case counts its own calls.
    beforeEach(async () => {
      calls.length = 0;
      personaBriefs.length = 0;
      ({ headers: learner, userId } = await createSignedInUser(t.app));
    });

    /** Starts the named quiz as the learner; the player then asks its first question. */
    async function startQuiz(name: string) {
      const [quiz] = await t.app.db.select().from(quizzes).where(eq(quizzes.name, name));
      const attempt = (
        await t.app.inject({
          method: 'POST',
          url: '/api/attempt/quiz_attempt',
          headers: learner,
          payload: { quiz_id: quiz!.quiz_id, question_ids: null, attempt_type: 'chat' },
        })
      ).json<QuizAttempt>();
      return attempt.question_attempts[0]!.question_id;
    }
    const ask = async (question_id: number, extra: object = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/qs/initial_state?time=1',
        headers: learner,
        payload: {
          tenant_id: 1,
          question_id,
          user_id: userId,
          generate_audio: false,
          attempt_id: null,
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ConversationState>();
    };
    const answer = async (state: ConversationState, response: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/qs/follow_up?time=2',
        headers: learner,
        payload: { tenant_id: 1, question_id: state.question_id, user_id: userId, response, state },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ConversationState>();
    };
    const chooseAssessor = async (assessor: 'rubric' | 'llm') => {
      const admin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { assessor },
      });
      expect(res.json()).toMatchObject({ assessor });
    };

    it('plays the tower controller in an ATC quiz, in its style, and the examiner elsewhere', async () => {
      const atc = await ask(await startQuiz('ATC Readbacks'));
      expect(atc.persona).toBe('tower');
      expect(atc.question).not.toMatch(/read (it )?back/i);
      const probe = await answer(atc, 'roger');
      expect(probe.persona).toBe('tower');
      expect(probe.question).toMatch(/^(Verify|Say again|Readback incomplete|Read back|Negative|Incomplete)/);
      expect((await ask(await startQuiz('Airspace Classes & Entry Requirements'))).persona).toBe('dpe');
    });

    it('judges offline by default and with the LLM once the tenant chooses it', async () => {
      const questionId = await startQuiz('ATC Readbacks');
      const offline = await answer(await ask(questionId), FULL_READBACK);
      expect(conversationOver(offline)).toBe(true);
      expect(calls).toEqual([]);

      const admin = bearer((await login(t.app, 'admin@wilco.dev', TEST_PASSWORD)).idToken);
      expect((await t.app.inject({ url: '/api/settings', headers: admin })).json().assessor).toBe('rubric');
      const bad = {
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { assessor: 'gpt' },
      } as const;
      expect((await t.app.inject(bad)).statusCode).toBe(400);
      await chooseAssessor('llm');
      try {
        const online = await answer(await ask(questionId), FULL_READBACK);
        // The stub model judged nothing conveyed, and the plug-in persona spoke the probe.
        expect(online.assessments.every((a) => !a.label)).toBe(true);
        expect(online.question).toBe('Tower here. Try that readback once more.');
        expect(online.persona).toBe('tower');
        expect(calls).toEqual(['persona', 'assessor', 'persona']);
        // The follow-up's brief: the learner's reply and everything still missing, as hidden notes.
        const notes = personaBriefs.at(-1)!.find((m) => m.content.startsWith('HIDDEN EXAMINER NOTES'))!;
        expect(notes.role).toBe('system');
        expect(notes.content).toContain(`1. "${FULL_READBACK}"`);
        expect(notes.content).toMatch(/Still missing from the candidate's answers:\n- Altitude 4,500/);
      } finally {
        // The other cases judge with the tenant's default.
        await chooseAssessor('rubric');
      }
    });

    it('answers with text when the speech engine is missing, and logs it', async () => {
      const warn = vi.spyOn(t.app.log, 'warn');
      const state = await ask(await startQuiz('ATC Readbacks'), { generate_audio: true });
      expect(state.audio_location).toBeNull();
      expect(state.question.length).toBeGreaterThan(10);
      const next = await answer(state, 'roger');
      expect(next.audio_location).toBeNull();
      expect(next.generate_audio).toBe(true);
      expect(warn.mock.calls.map((c) => c[1])).toContain(
        'speech engine flite is not installed; the persona answers as text only',
      );
      warn.mockRestore();
    });
  },
);
