import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationOver,
  type ConversationState,
  type Question,
  type Quiz,
  type QuizAttempt,
} from '@wilco/shared';
import { conversations, conversationTurns, questionAttempts, questions } from '../../db/schema';
import { createStateSigner } from '../../engines/conversation/state-signer';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { createSignedInUser } from '../../test/fixtures';
import {
  answerQuestion,
  gradeByExaminer,
  signInAsker,
  startQuizAttempt,
  startQuestion,
  type Asker,
} from '../../test/grading';
import { EXPIRED_STATE, QUESTION_FINAL, STALE_STATE } from './conversation.service';

/** Issue 13 part 1 (docs/product/grading.md): no request a learner makes raises their score. */
describe.shuffle.each(databaseKinds())('server-decided grades on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });

  /** A learner of its own, with an open attempt over all of quiz 1, and helpers about it. */
  async function session() {
    const learner = await createSignedInUser(t.app);
    const quiz = (await t.app.inject({ url: '/api/quiz/1', headers: learner.headers })).json<Quiz>();
    const attempt = await startQuizAttempt(t.app, learner, quiz.quiz_id);
    const qa = (i: number) => attempt.question_attempts[i]!;
    const put = (i: number, attempt_status: string, extra: object = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}`,
        headers: learner.headers,
        payload: { question_attempt_id: qa(i).question_attempt_id, attempt_status, ...extra },
      });
    const statusOf = async (i: number) => {
      const [row] = await t.app.db
        .select()
        .from(questionAttempts)
        .where(eq(questionAttempts.question_attempt_id, qa(i).question_attempt_id));
      return row!;
    };
    const start = async (i: number) => {
      const res = await startQuestion(t.app, learner, qa(i));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ConversationState>();
    };
    const turnsStored = async (i: number) =>
      (
        await t.app.db
          .select()
          .from(conversationTurns)
          .where(eq(conversationTurns.question_attempt_id, qa(i).question_attempt_id))
      ).length;
    const questionRow = async (i: number) => {
      const [row] = await t.app.db
        .select()
        .from(questions)
        .where(eq(questions.question_id, qa(i).question_id));
      return row!;
    };
    const conversationRow = async (i: number) => {
      const [row] = await t.app.db
        .select({ turn: conversations.turn, answers: conversations.answers })
        .from(conversations)
        .where(eq(conversations.question_attempt_id, qa(i).question_attempt_id));
      return row;
    };
    return { learner, quiz, attempt, qa, put, statusOf, start, turnsStored, questionRow, conversationRow };
  }

  it('refuses correct or incorrect from the learner: only the examiner grades', async () => {
    const { quiz, put, statusOf } = await session();
    expect(quiz.question_ids.length).toBeGreaterThanOrEqual(8);
    for (const status of ['correct', 'incorrect']) {
      const res = await put(0, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Only the examiner decides whether an answer is ${status}: answer the question to get a result`,
      );
    }
    expect((await statusOf(0)).attempt_status).toBe('not_attempted');
    // The open states are the learner's to set.
    expect((await put(0, 'attempting')).statusCode).toBe(200);
    expect((await statusOf(0)).attempt_status).toBe('attempting');
  });

  it('grades a question attempt only for its owner: another learner can neither bind it nor answer its state', async () => {
    const { qa, start, statusOf, turnsStored, questionRow } = await session();
    const state = await start(0);
    const stored = await turnsStored(0);
    const other = await createSignedInUser(t.app);
    const bind = await startQuestion(t.app, other, qa(0));
    expect(bind.statusCode).toBe(404);
    expect(bind.json().message).toBe('Question attempt not found');
    // Even the model answer, sent on the owner's state by someone else, grades nothing.
    const answer = await answerQuestion(t.app, other, state, (await questionRow(0)).answer);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('This conversation state belongs to another question or user');
    expect(await turnsStored(0)).toBe(stored);
    expect((await statusOf(0)).attempt_status).not.toMatch(/correct|incorrect/);
  });

  it('records the examiner’s correct on the question attempt; the same status again is accepted', async () => {
    const { learner, qa, put, statusOf } = await session();
    await gradeByExaminer(t.app, learner, qa(0), 'correct');
    const row = await statusOf(0);
    expect(row).toMatchObject({ attempt_status: 'correct', points_earned: row.points_possible });
    expect(row.decided_at).not.toBeNull();
    const again = await put(0, 'correct', { feedback: 'Nice one' });
    expect(again.statusCode).toBe(200);
    expect(again.json<QuizAttempt>().question_attempts[0]).toMatchObject({
      attempt_status: 'correct',
      feedback: 'Nice one',
    });
    for (const status of ['incorrect', 'skipped', 'incomplete', 'not_attempted']) {
      const res = await put(0, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `This question is already final (correct); its result cannot change to ${status}`,
      );
    }
    expect((await statusOf(0)).attempt_status).toBe('correct');
  });

  it('records incorrect when the answers run out, and a graded question cannot be asked again', async () => {
    const { learner, qa, put, statusOf } = await session();
    const closing = await gradeByExaminer(t.app, learner, qa(1), 'incorrect');
    expect(closing.answers).toBe(closing.max_answers);
    expect((await statusOf(1)).attempt_status).toBe('incorrect');
    expect((await put(1, 'correct')).statusCode).toBe(409);
    const restart = await startQuestion(t.app, learner, qa(1));
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe('This question is already final (incorrect)');
  });

  it('keeps a skip final, and a conversation under way cannot grade a skipped question', async () => {
    const { learner, put, statusOf, start, questionRow } = await session();
    const state = await start(2);
    const skipped = await put(2, 'skipped');
    expect(skipped.statusCode).toBe(200);
    expect((await put(2, 'skipped')).statusCode).toBe(200);
    const res = await answerQuestion(t.app, learner, state, (await questionRow(2)).answer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUESTION_FINAL);
    expect((await statusOf(2)).attempt_status).toBe('skipped');
    expect((await put(2, 'incomplete')).statusCode).toBe(409);
  });

  it('refuses a replayed or superseded state with 409 and changes nothing', async () => {
    const { learner, statusOf, start, turnsStored, questionRow, conversationRow } = await session();
    const first = await start(3);
    const probed = await answerQuestion(t.app, learner, first, 'roger');
    expect(probed.statusCode).toBe(200);
    const second = probed.json<ConversationState>();
    expect(second.turn).toBe(first.turn + 1);
    const before = { turns: await turnsStored(3), row: await conversationRow(3) };

    const replay = await answerQuestion(t.app, learner, first, (await questionRow(3)).answer);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: STALE_STATE, detail: 'stale_state' });
    expect(await turnsStored(3)).toBe(before.turns);
    expect(await conversationRow(3)).toEqual(before.row);
    expect((await statusOf(3)).attempt_status).toBe('not_attempted');

    // Starting the question again supersedes the state in hand, and keeps the answer used.
    const restarted = await start(3);
    expect(restarted.answers).toBe(1);
    expect((await answerQuestion(t.app, learner, second, 'roger')).statusCode).toBe(409);
    expect((await answerQuestion(t.app, learner, restarted, 'roger')).statusCode).toBe(200);
  });

  it('refuses an expired state with 409 and changes nothing', async () => {
    const { learner, start, conversationRow } = await session();
    const state = await start(4);
    const signer = createStateSigner(t.config.keys.state);
    const { signature: _signature, ...rest } = state;
    const old = signer.sign({ ...rest, issued_at: Date.now() - t.config.conversation.stateTtlMs - 1000 });
    const before = await conversationRow(4);
    const res = await answerQuestion(t.app, learner, old, 'roger');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EXPIRED_STATE, detail: 'expired_state' });
    expect(await conversationRow(4)).toEqual(before);
    // The fresh state is still the current one.
    expect((await answerQuestion(t.app, learner, state, 'roger')).statusCode).toBe(200);
  });

  it('hides the answer from the learner until their attempt at the question is final', async () => {
    const { learner, qa, put, start, questionRow } = await session();
    const admin = await signInAsker(t.app, 'admin@wilco.dev');
    // Graded (0, 1) and skipped (2); conversations under way on 3 and 4.
    await gradeByExaminer(t.app, learner, qa(0), 'correct');
    await gradeByExaminer(t.app, learner, qa(1), 'incorrect');
    expect((await put(2, 'skipped')).statusCode).toBe(200);
    await start(3);
    await start(4);
    const view = (await t.app.inject({ url: '/api/quiz/1', headers: learner.headers })).json<Quiz>();
    const answers = new Map(view.questions.map((q) => [q.question_id, q.answer]));
    // Graded (0, 1) and skipped (2) show their answer; open ones (3, 4, …) do not.
    for (const i of [0, 1, 2]) expect(answers.get(qa(i).question_id)).toBe((await questionRow(i)).answer);
    for (const i of [3, 4, 5]) expect(answers.get(qa(i).question_id)).toBe('');
    const one = async (i: number, who: Asker) =>
      (
        await t.app.inject({ url: `/api/question/${qa(i).question_id}`, headers: who.headers })
      ).json<Question>();
    expect((await one(5, learner)).answer).toBe('');
    expect((await one(5, admin)).answer).toBe((await questionRow(5)).answer);
    const listed = (
      await t.app.inject({
        method: 'POST',
        url: '/qs/get_questions',
        headers: learner.headers,
        payload: { tenant_id: 1 },
      })
    ).json<Question[]>();
    expect(listed.find((q) => q.question_id === qa(5).question_id)?.answer).toBe('');
    expect(listed.find((q) => q.question_id === qa(2).question_id)?.answer).not.toBe('');
    // The attempt carries the answer of its final questions only: the skip message uses it.
    const skipped = (await put(6, 'skipped')).json<QuizAttempt>();
    expect(skipped.question_attempts[6]!.answer).toBe((await questionRow(6)).answer);
    expect(skipped.question_attempts[5]!.answer).toBeNull();
  });

  it('binds a learner’s conversation without attempt_id to their open attempt; a preview grades nothing', async () => {
    const { learner, qa, statusOf } = await session();
    const admin = await signInAsker(t.app, 'admin@wilco.dev');
    const bound = await startQuestion(t.app, learner, {
      question_id: qa(5).question_id,
      question_attempt_id: null,
    });
    expect(bound.json<ConversationState>().attempt_id).toBe(qa(5).question_attempt_id);
    const preview = await gradeByExaminer(
      t.app,
      admin,
      { question_id: qa(7).question_id, question_attempt_id: null },
      'correct',
    );
    expect(preview.attempt_id).toBeNull();
    expect((await statusOf(7)).attempt_status).toBe('not_attempted');
    // Another learner's question attempt cannot be named.
    const other = await signInAsker(t.app, 'trial@wilco.dev');
    const res = await startQuestion(t.app, other, qa(7));
    expect(res.statusCode).toBe(404);
  });

  it('scores completion only from outcomes the examiner decided', async () => {
    const { learner, attempt, qa, put } = await session();
    await gradeByExaminer(t.app, learner, qa(0), 'correct');
    await gradeByExaminer(t.app, learner, qa(1), 'incorrect');
    expect((await put(2, 'skipped')).statusCode).toBe(200);
    // A `correct` that did not come from the examiner (as older clients could store) scores nothing.
    await t.app.db
      .update(questionAttempts)
      .set({ attempt_status: 'correct' })
      .where(eq(questionAttempts.question_attempt_id, qa(7).question_attempt_id));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`,
      headers: learner.headers,
    });
    expect(done.json<QuizAttempt>().score).toBeCloseTo(1 / attempt.question_attempts.length);
  });

  it('keeps the answer out of a practice conversation’s close while the question is still open', async () => {
    const { learner, attempt, qa, questionRow } = await session();
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`,
      headers: learner.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    // Attempt completed: question 5 was never graded, so practising it must not hand out its answer.
    let state = (
      await startQuestion(t.app, learner, { question_id: qa(5).question_id, question_attempt_id: null })
    ).json<ConversationState>();
    expect(state.attempt_id).toBeNull();
    while (!conversationOver(state))
      state = (await answerQuestion(t.app, learner, state, 'roger')).json<ConversationState>();
    expect(state.question).not.toContain((await questionRow(5)).answer);
  });
});
