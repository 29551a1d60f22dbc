import { eq, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MULTI_CHAT_MAX_CHATS,
  type PlayedScript,
  type ScenarioQueue,
  type ScriptDraft,
  type ScriptSummary,
} from '@wilco/shared';
import { scripts } from '../../db/schema';
import { SEED_GROUP_KEY, SEED_QUEUE, SEED_SCENARIOS } from '../../db/seed/content/scenarios';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

type Headers = ReturnType<typeof bearer>;

describe.shuffle.each(databaseKinds())('script service on %s', (kind) => {
  const t = useTestApp(kind, { seedDemo: true });
  let learner: Headers;
  let author: Headers;
  let otherAuthor: Headers;
  let otherLearnerId: number;
  let otherTenantId: number;
  let learnerId: number;
  let firstScriptId: number;

  beforeAll(async () => {
    learner = bearer((await login(t.app, 'learner@wilco.dev')).idToken);
    author = bearer((await login(t.app, 'admin@wilco.dev')).idToken);
    const b = await createTenantWithUsers(t.app, 'script-b', ['Author', 'Learner']);
    otherAuthor = bearer((await login(t.app, 'author@script-b.test')).idToken);
    otherLearnerId = b.users.Learner!.user_id;
    otherTenantId = b.tenant.tenant_id;
    learnerId = (await t.app.inject({ url: '/api/user', headers: learner })).json().auth_user.user_id;
    const queue = (await t.app.inject({ url: `/playlist/queue/${learnerId}`, headers: learner })).json();
    firstScriptId = queue[0].script_id;
  });

  const create = (payload: object, headers = author) =>
    t.app.inject({ method: 'POST', url: '/script/draft', headers, payload });
  /** The number the next scenario of a tenant gets: one past its highest so far. */
  const nextNumber = async (tenantId: number) => {
    const [row] = await t.app.db
      .select({ n: max(scripts.tenant_script_id) })
      .from(scripts)
      .where(eq(scripts.tenant_id, tenantId));
    return (row?.n ?? 0) + 1;
  };

  /** A one-turn chat scenario, created and published by the author; its id. */
  const publishNew = async (name: string, extra: object = {}) => {
    const made = (
      await create({
        name,
        outbound: true,
        script_type: 'chat',
        script_turns: [{ input: 'Wilco, Cessna Four Five.', output: 'Roger.' }],
        ...extra,
      })
    ).json<ScriptDraft>();
    await t.app.inject({
      method: 'POST',
      url: `/script/draft/${made.script_id}/status`,
      headers: author,
      payload: { status: 'review', revision: made.revision },
    });
    const published = await t.app.inject({
      method: 'POST',
      url: `/script/draft/${made.script_id}/publish`,
      headers: author,
      payload: { revision: made.revision + 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    return made.script_id;
  };

  it('serves a queued scenario as played, its turns in order, and nothing of another tenant', async () => {
    const res = await t.app.inject({ url: `/script/script/${firstScriptId}`, headers: learner });
    expect(res.statusCode, res.body).toBe(200);
    const script = res.json<PlayedScript>();
    const seeded = SEED_SCENARIOS.find((s) => s.key === SEED_QUEUE[0]!.key)!;
    expect(script).toMatchObject({
      script_id: firstScriptId,
      outbound: true,
      conversation_display_name: seeded.conversation_display_name,
      conversation_context: seeded.conversation_context,
    });
    expect(script.script_turns.map((turn) => turn.order)).toEqual(seeded.turns.map((_, i) => i + 1));
    // docs/decisions/015-sim-socket.md: what the learner must say is not sent before it is judged.
    expect(script.script_turns.map((turn) => [turn.input, turn.output, turn.section])).toEqual(
      seeded.turns.map((turn) => ['', turn.output, turn.section]),
    );
    // The accepted variations are the marking scheme: they stay with the simulation engine.
    expect(script.script_turns[0]).not.toHaveProperty('variations');
    // Its authors see every input.
    const asAuthor = await t.app.inject({ url: `/script/script/${firstScriptId}`, headers: author });
    expect(asAuthor.json<PlayedScript>().script_turns.map((turn) => turn.input)).toEqual(
      seeded.turns.map((turn) => turn.input),
    );

    const asDraft = await t.app.inject({ url: `/script/draft/${firstScriptId}`, headers: author });
    expect(asDraft.statusCode, asDraft.body).toBe(200);
    expect(asDraft.json<ScriptDraft>()).toMatchObject({ status: 'published', script_type: 'voice' });
    expect(asDraft.json<ScriptDraft>().script_turns[0]?.variations.length).toBeGreaterThan(0);

    const across = await t.app.inject({ url: `/script/script/${firstScriptId}`, headers: otherAuthor });
    expect(across.statusCode).toBe(404);
    expect(across.json().message).toBe('Scenario not found');
  });

  it('creates a draft with the spec defaults, numbered within the tenant', async () => {
    const number = await nextNumber(1);
    expect(number).toBeGreaterThan(SEED_SCENARIOS.length);
    const res = await create({
      name: '  Position report to flight service  ',
      script_turns: [{ input: 'Flight Service, Cessna One Two Three Four Five, position report.' }, {}],
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json<ScriptDraft>();
    expect(draft).toMatchObject({
      name: 'Position report to flight service',
      status: 'draft',
      version: '1.0.0',
      rubric_id: 2,
      outbound: false,
      script_type: 'voice',
      tenant_script_id: number,
      caller_profile: { age: 'adult', language_codes: ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-ZA'] },
    });
    expect(draft.script_turns.map((turn) => [turn.order, turn.flag, turn.response_type])).toEqual([
      [1, 'Normal', 'Normal'],
      [2, 'Normal', 'Normal'],
    ]);
    const fetched = await t.app.inject({ url: `/script/draft/${draft.script_id}`, headers: author });
    expect(fetched.json()).toEqual(draft);

    const theirNumber = await nextNumber(otherTenantId);
    const theirs = await create({ name: 'Tenant B scenario' }, otherAuthor);
    expect(theirs.json<ScriptDraft>().tenant_script_id).toBe(theirNumber);
    expect(theirNumber).toBeLessThan(number);
    expect((await create({ name: 'Not mine' }, learner)).statusCode).toBe(403);
  });

  it('saves a whole draft, replacing its turns, and rejects bad fields with a message', async () => {
    const { script_id, revision } = (await create({ name: 'Taxi clearance' })).json<ScriptDraft>();
    const url = `/script/draft/${script_id}`;
    const body = {
      revision,
      name: 'Taxi clearance with hold short',
      // Status and version move only through their own actions: a save leaves them as they are.
      status: 'review',
      version: '1.1.0',
      script_type: 'chat',
      caller_profile: { sex: 'female', age: 'adult', emotion: 'stressed', language_codes: ['en-GB'] },
      script_turns: [
        { input: 'Centerville Ground, Cessna One Two Three Four Five, at the ramp, ready to taxi.' },
        {
          input:
            'Runway one niner, taxi via Alpha, hold short of runway one three, Cessna One Two Three Four Five.',
        },
        { input: 'Holding short of runway one three, Cessna One Two Three Four Five.' },
      ],
      deep_link: 'taxi-hold-short',
      scored_variations: [{ turn: 2, input: 'Taxi via Alpha, Cessna Four Five.', score: 0.5 }],
    };
    const saved = await t.app.inject({ method: 'PUT', url, headers: author, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<ScriptDraft>();
    expect(draft).toMatchObject({ status: 'draft', version: '1.0.0', script_type: 'chat', revision: 2 });
    expect(draft.script_turns.map((turn) => turn.order)).toEqual([1, 2, 3]);
    expect(draft.caller_profile?.emotion).toBe('stressed');
    expect(draft.scored_variations).toEqual(body.scored_variations);
    // Values stored before scored variations had a shape are dropped when read.
    await t.app.db
      .update(scripts)
      .set({ scored_variations: [{ kept: true }, ...body.scored_variations] })
      .where(eq(scripts.script_id, script_id));
    const read = (await t.app.inject({ url, headers: author })).json<ScriptDraft>();
    expect(read.scored_variations).toEqual(body.scored_variations);

    const list = (await t.app.inject({ url: '/script/draft', headers: author })).json<ScriptSummary[]>();
    expect(list[0]).toMatchObject({ script_id, name: body.name, turn_count: 3 });
    expect(list.every((s) => s.name !== 'Tenant B scenario')).toBe(true);

    const next = { ...body, revision: 2 };
    const bad = [
      { ...next, revision: undefined },
      { ...next, name: '   ' },
      { ...next, deep_link: 'no spaces allowed' },
      { ...next, caller_profile: { ...body.caller_profile, language_codes: ['fr-FR'] } },
      { ...next, scored_variations: [{ turn: 2, input: 'Wilco', score: 1.5 }] },
      { ...next, scored_variations: [{ turn: 4, input: 'Wilco', score: 0.5 }] },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'PUT', url, headers: author, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const taken = await create({ name: 'Copy', deep_link: 'taxi-hold-short' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/deep link/);
    const across = await t.app.inject({ method: 'PUT', url, headers: otherAuthor, payload: next });
    expect(across.statusCode).toBe(404);
  });

  it('shows learners the model answers of a practice scenario that shows them, and of no other', async () => {
    const publishAs = async (name: string, extra: object) => {
      const scriptId = await publishNew(name, extra);
      const played = await t.app.inject({ url: `/script/script/${scriptId}`, headers: learner });
      expect(played.statusCode, played.body).toBe(200);
      return played.json<PlayedScript>().script_turns.map((turn) => [turn.input, turn.output]);
    };
    expect(await publishAs('Model answers', { practice: true, show_model_simulation: true })).toEqual([
      ['Wilco, Cessna Four Five.', 'Roger.'],
    ]);
    expect(await publishAs('Practice, answers hidden', { practice: true })).toEqual([['', 'Roger.']]);
    expect(await publishAs('Answers, not practice', { show_model_simulation: true })).toEqual([
      ['', 'Roger.'],
    ]);
  });

  it("assigns a published scenario to a user's queue, alone or in a group, within the tenant only", async () => {
    const made = (
      await create({
        name: 'Assigned scenario',
        outbound: true,
        script_type: 'chat',
        script_turns: [{ input: 'Wilco' }],
      })
    ).json<ScriptDraft>();
    const { script_id } = made;
    const assign = (payload: object, headers = author, id = script_id) =>
      t.app.inject({ method: 'POST', url: `/script/script/${id}/assignments`, headers, payload });

    const draftRefused = await assign({ user_ids: [learnerId] });
    expect(draftRefused.statusCode).toBe(409);
    expect(draftRefused.json().message).toBe('"Assigned scenario" is draft: publish it before assigning it');
    await t.app.inject({
      method: 'POST',
      url: `/script/draft/${script_id}/status`,
      headers: author,
      payload: { status: 'review', revision: made.revision },
    });
    const published = await t.app.inject({
      method: 'POST',
      url: `/script/draft/${script_id}/publish`,
      headers: author,
      payload: { revision: made.revision + 1 },
    });
    expect(published.statusCode, published.body).toBe(200);

    const res = await assign({ user_ids: [learnerId], group_key: SEED_GROUP_KEY });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ assigned: 1, user_ids: [learnerId] });
    const queue = (
      await t.app.inject({ url: `/playlist/queue/${learnerId}`, headers: learner })
    ).json<ScenarioQueue>();
    const group = queue.find((e) => SEED_GROUP_KEY in e) as Record<string, { script_id: number }[]>;
    expect(group[SEED_GROUP_KEY]?.map((i) => i.script_id).at(-1)).toBe(script_id);

    expect((await assign({ user_ids: [learnerId] }, learner)).statusCode).toBe(403);
    const foreign = await assign({ user_ids: [otherLearnerId] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`No user ${otherLearnerId} in this school`);
    expect((await assign({ user_ids: [learnerId] }, otherAuthor)).statusCode).toBe(404);
    expect((await assign({ user_ids: [learnerId] }, author, 999_999)).statusCode).toBe(404);
    expect((await assign({ user_ids: [learnerId], group_key: 'no spaces' })).statusCode).toBe(400);
    expect((await assign({})).statusCode).toBe(400);
    expect((await assign({ user_ids: [learnerId], all_learners: true })).statusCode).toBe(400);
  });
  it('refuses to grow a multi-chat group past the chats one call can hold, and writes nothing', async () => {
    const scriptId = await publishNew('Group filler');
    const assign = (user_ids: number[]) =>
      t.app.inject({
        method: 'POST',
        url: `/script/script/${scriptId}/assignments`,
        headers: author,
        payload: { user_ids, group_key: 'full-group' },
      });
    const learnerQueue = async () =>
      (await t.app.inject({ url: `/playlist/queue/${learnerId}`, headers: learner })).json<ScenarioQueue>();
    for (let i = 0; i < MULTI_CHAT_MAX_CHATS; i++) expect((await assign([learnerId])).statusCode).toBe(201);
    const before = await learnerQueue();
    const full = await assign([learnerId]);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `The multi-chat group "full-group" of learner@wilco.dev already holds ${MULTI_CHAT_MAX_CHATS} chats, the most one call plays`,
    );
    expect(await learnerQueue()).toEqual(before);
  });
});
