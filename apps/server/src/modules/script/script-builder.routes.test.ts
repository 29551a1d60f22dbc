import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PlayedScript,
  ScenarioQueue,
  ScriptDiff,
  ScriptDraft,
  ScriptVersion,
  ScriptVersionSummary,
} from '@wilco/shared';
import { flattenQueue } from '@wilco/shared';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

type Headers = ReturnType<typeof bearer>;
const C = 'Cessna One Two Three Four Five';
const TURNS = [
  {
    input: `Centerville Ground, ${C}, at the ramp, ready to taxi.`,
    output: `${C}, runway two seven, taxi via Alpha.`,
  },
  { input: `Runway two seven, taxi via Alpha, ${C}.`, output: `${C}, monitor tower.` },
];

describe.shuffle.each(databaseKinds())('scenario builder routes on %s', (kind) => {
  const t = useTestApp(kind, {});
  const code = `sb${kind}`;
  let author: Headers;
  let admin: Headers;
  let learner: Headers;
  let learnerId: number;
  let secondLearnerId: number;
  let foreignAuthor: Headers;

  beforeAll(async () => {
    const made = await createTenantWithUsers(t.app, code, ['Author', 'Admin', 'Learner', 'Trial']);
    author = bearer((await login(t.app, `author@${code}.test`)).idToken);
    admin = bearer((await login(t.app, `admin@${code}.test`)).idToken);
    learner = bearer((await login(t.app, `learner@${code}.test`)).idToken);
    learnerId = made.users.Learner!.user_id;
    secondLearnerId = made.users.Trial!.user_id;
    await createTenantWithUsers(t.app, `${code}x`, ['Author']);
    foreignAuthor = bearer((await login(t.app, `author@${code}x.test`)).idToken);
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = author,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (name: string, extra: object = {}) => {
    const res = await inject('POST', '/script/draft', {
      name,
      outbound: true,
      script_type: 'chat',
      script_turns: TURNS,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ScriptDraft>();
  };
  const save = (draft: ScriptDraft, changes: object, headers = author) =>
    inject('PUT', `/script/draft/${draft.script_id}`, { ...draft, ...changes }, headers);
  const publish = async (draft: ScriptDraft, bump = 'minor') => {
    let current = draft;
    if (current.status === 'draft') {
      const review = await inject('POST', `/script/draft/${current.script_id}/status`, {
        status: 'review',
        revision: current.revision,
      });
      expect(review.statusCode, review.body).toBe(200);
      current = review.json<ScriptDraft>();
    }
    const res = await inject('POST', `/script/draft/${current.script_id}/publish`, {
      bump,
      revision: current.revision,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScriptDraft>();
  };

  it('refuses a save over a stale revision with 409 and a clear message, and keeps the first save', async () => {
    await publish(await create('Published elsewhere'));
    const draft = await create('Concurrent taxi');
    // Another scenario's versions are not this one's.
    expect(draft.published_version).toBeNull();
    const listed = (await inject('GET', '/script/draft')).json<
      { script_id: number; published_version: string | null }[]
    >();
    expect(listed.find((s) => s.script_id === draft.script_id)?.published_version).toBeNull();
    const first = await save(draft, { big_picture: 'First author' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ScriptDraft>().revision).toBe(draft.revision + 1);
    const second = await save(draft, { big_picture: 'Second author' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `This scenario was changed by someone else since you opened it (you had revision ${draft.revision}, it is now at ${draft.revision + 1}). Reload it to see their changes, then make yours again.`,
    );
    expect(second.json().detail).toEqual({ reason: 'stale_revision', revision: draft.revision + 1 });
    const stored = (await inject('GET', `/script/draft/${draft.script_id}`)).json<ScriptDraft>();
    expect(stored.big_picture).toBe('First author');
    const staleMove = await inject('POST', `/script/draft/${draft.script_id}/status`, {
      status: 'review',
      revision: draft.revision,
    });
    expect(staleMove.statusCode).toBe(409);
  });

  it('moves through draft → review → published → archived, publishing semver versions and keeping the old ones', async () => {
    const draft = await create('Versioned taxi');
    const early = await inject('POST', `/script/draft/${draft.script_id}/publish`, {
      revision: draft.revision,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A draft scenario cannot be published: send it for review first');
    const wrongMove = await inject('POST', `/script/draft/${draft.script_id}/status`, {
      status: 'published',
      revision: draft.revision,
    });
    expect(wrongMove.statusCode).toBe(400);

    const v1 = await publish(draft);
    expect(v1).toMatchObject({ status: 'published', version: '1.0.0', published_version: '1.0.0' });
    // The working copy changes; learners still get 1.0.0 until the next publish.
    const edited = await save(v1, {
      script_turns: [TURNS[0], { ...TURNS[1], output: `${C}, contact tower one one eight point three.` }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await inject('POST', `/script/script/${draft.script_id}/assignments`, { user_ids: [learnerId] });
    const played = (
      await inject('GET', `/script/script/${draft.script_id}`, undefined, learner)
    ).json<PlayedScript>();
    expect(played.script_turns[1]?.output).toBe(TURNS[1]!.output);

    const v2 = await publish(edited.json<ScriptDraft>(), 'minor');
    expect(v2).toMatchObject({ status: 'published', version: '1.1.0', published_version: '1.1.0' });
    const replayed = (
      await inject('GET', `/script/script/${draft.script_id}`, undefined, learner)
    ).json<PlayedScript>();
    expect(replayed.script_turns[1]?.output).toBe(`${C}, contact tower one one eight point three.`);
    const v3 = await publish(v2, 'major');
    expect(v3.version).toBe('2.0.0');

    const versions = (await inject('GET', `/script/draft/${draft.script_id}/versions`)).json<
      ScriptVersionSummary[]
    >();
    expect(versions.map((v) => v.version)).toEqual(['2.0.0', '1.1.0', '1.0.0']);
    const old = (
      await inject('GET', `/script/draft/${draft.script_id}/versions/1.0.0`)
    ).json<ScriptVersion>();
    expect(old.document.script_turns.map((x) => x.output)).toEqual(TURNS.map((x) => x.output));
    expect((await inject('GET', `/script/draft/${draft.script_id}/versions/9.9.9`)).statusCode).toBe(404);

    const diff = (
      await inject('GET', `/script/draft/${draft.script_id}/diff?from=1.0.0&to=1.1.0`)
    ).json<ScriptDiff>();
    expect(diff.fields).toEqual([]);
    expect(diff.turns.map((e) => [e.kind, e.from_order, e.to_order, e.fields])).toEqual([
      ['same', 1, 1, []],
      ['changed', 2, 2, ['output']],
    ]);
    await save(v3, { name: 'Versioned taxi, renamed', script_turns: [TURNS[0]] });
    const working = (
      await inject('GET', `/script/draft/${draft.script_id}/diff?from=2.0.0`)
    ).json<ScriptDiff>();
    expect(working.fields).toEqual(['name']);
    expect(working.turns.map((e) => e.kind)).toEqual(['same', 'removed']);

    const current = (await inject('GET', `/script/draft/${draft.script_id}`)).json<ScriptDraft>();
    const archived = await inject('POST', `/script/draft/${draft.script_id}/status`, {
      status: 'archived',
      revision: current.revision,
    });
    expect(archived.json()).toMatchObject({ status: 'archived', version: '2.0.0' });
    expect((await inject('GET', `/script/script/${draft.script_id}`, undefined, learner)).statusCode).toBe(
      404,
    );
    const reassign = await inject('POST', `/script/script/${draft.script_id}/assignments`, {
      user_ids: [learnerId],
    });
    expect(reassign.statusCode).toBe(409);
  });

  it('keeps every authoring route to Admins and Authors of the tenant, and drafts away from learners', async () => {
    const draft = await create('Private draft');
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/script/draft'],
      ['GET', `/script/draft/${draft.script_id}`],
      ['GET', `/script/draft/${draft.script_id}/versions`],
      ['GET', `/script/draft/${draft.script_id}/diff?from=working`],
      ['GET', `/script/draft/${draft.script_id}/export`],
      ['GET', '/script/assignees'],
      ['POST', '/script/draft/check', { name: 'x' }],
      ['POST', `/script/draft/${draft.script_id}/status`, { status: 'review', revision: 1 }],
      ['POST', '/script/import', { content: 'name: x' }],
      ['POST', '/script/voice-preview', { text: 'Roger' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await inject(method, url, body, learner)).statusCode, url).toBe(403);
    }
    for (const [method, url, body] of routes.slice(1, 5)) {
      expect((await inject(method, url, body, foreignAuthor)).statusCode, url).toBe(404);
    }
    expect((await inject('GET', `/script/script/${draft.script_id}`, undefined, learner)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/script/script/${draft.script_id}`)).statusCode).toBe(200);
  });

  it('assigns to many learners or all of them at a chosen position; an admin reads and edits a learner queue', async () => {
    const first = await publish(await create('Queue first'));
    const second = await publish(await create('Queue second'));
    const all = await inject('POST', `/script/script/${first.script_id}/assignments`, { all_learners: true });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json().user_ids.sort()).toEqual([learnerId, secondLearnerId].sort());
    const top = await inject('POST', `/script/script/${second.script_id}/assignments`, {
      user_ids: [learnerId, secondLearnerId],
      position: 0,
      queue_display: 'SCENARIO_TITLE',
    });
    expect(top.json()).toMatchObject({ assigned: 2 });
    const queueOf = async (uid: number, headers = admin) =>
      flattenQueue((await inject('GET', `/playlist/queue/${uid}`, undefined, headers)).json<ScenarioQueue>());
    const queue = await queueOf(secondLearnerId);
    expect(queue.slice(0, 2).map((i) => i.script_id)).toEqual([second.script_id, first.script_id]);

    const removed = await inject(
      'DELETE',
      `/playlist/queue/${secondLearnerId}/items/${queue[0]!.script_queue_id}`,
      undefined,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(flattenQueue(removed.json<ScenarioQueue>()).map((i) => i.script_id)).not.toContain(
      second.script_id,
    );
    expect(
      (
        await inject(
          'DELETE',
          `/playlist/queue/${secondLearnerId}/items/${queue[1]!.script_queue_id}`,
          undefined,
          learner,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject('DELETE', `/playlist/queue/${secondLearnerId}/items/999999`, undefined, admin))
        .statusCode,
    ).toBe(404);

    const people = (await inject('GET', '/script/assignees')).json<{ user_id: number; roles: string[] }[]>();
    expect(people.find((p) => p.user_id === learnerId)?.roles).toEqual(['Learner']);
  });

  it('exports a scenario as one file that imports back to the same scenario; import errors name their lines', async () => {
    const original = await create('Exported taxi', {
      tags: ['taxi', 'ground'],
      deep_link: `export-${kind}`,
      caller_profile: { sex: 'female', age: 'adult', emotion: 'stressed', language_codes: ['en-GB'] },
    });
    const file = await inject('GET', `/script/draft/${original.script_id}/export`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/yaml/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="exported-taxi.yaml"');
    const taken = await inject('POST', '/script/import', { content: file.body });
    expect(taken.statusCode).toBe(409);
    const content = file.body.replace(`deep_link: export-${kind}`, `deep_link: copy-${kind}`);
    const imported = await inject('POST', '/script/import', { content });
    expect(imported.statusCode, imported.body).toBe(201);
    const strip = ({
      script_id: _a,
      tenant_script_id: _b,
      date_created: _c,
      date_modified: _d,
      deep_link: _e,
      ...rest
    }: ScriptDraft) => ({
      ...rest,
      script_turns: rest.script_turns.map(({ script_turn_id: _t, ...turn }) => turn),
    });
    expect(strip(imported.json<ScriptDraft>())).toEqual(strip(original));
    const json = await inject('GET', `/script/draft/${original.script_id}/export?format=json`);
    expect(JSON.parse(json.body)).toMatchObject({ wilco_scenario: 1, name: 'Exported taxi' });

    const broken = await inject('POST', '/script/import', {
      content: 'name: Broken\nversion: two\nscript_turns:\n  - inptu: Wilco\n',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      'The file has errors: line 2: version: Use a version like 1.0.0; line 4: Unknown field "inptu" in turn 1',
    );
    expect(broken.json().detail.errors).toEqual([
      { line: 2, message: 'version: Use a version like 1.0.0' },
      { line: 4, message: 'Unknown field "inptu" in turn 1' },
    ]);

    const renamed = file.body.replace('name: Exported taxi', 'name: Exported taxi, edited in git');
    const replaced = await inject('POST', '/script/import', {
      content: renamed,
      script_id: original.script_id,
      revision: original.revision,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<ScriptDraft>()).toMatchObject({
      name: 'Exported taxi, edited in git',
      deep_link: `export-${kind}`,
      revision: original.revision + 1,
    });
    const stale = await inject('POST', '/script/import', {
      content: renamed,
      script_id: original.script_id,
      revision: original.revision,
    });
    expect(stale.statusCode).toBe(409);
  });

  it("checks a draft with the judge's reading and the deep links already taken", async () => {
    await create('Linked', { deep_link: `taken-${kind}` });
    const res = await inject('POST', '/script/draft/check', {
      name: 'Check me',
      outbound: true,
      deep_link: `taken-${kind}`,
      script_turns: [
        { input: 'Good morning to you', output: 'Hello' },
        { input: 'Runway nineteen', output: 'Runway 19, cleared to land' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().issues.map((i: { code: string; turn: number | null }) => [i.code, i.turn])).toEqual([
      ['number_form', 2],
      ['number_form', 2],
      ['no_checkable_element', 1],
      ['deep_link_taken', null],
    ]);
  });

  it('stores background audio by content, bounded by type and size, and previews a caller line', async () => {
    const wav = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WAVEfmt '),
      Buffer.alloc(64),
    ]);
    const upload = (body: Buffer, type: string, headers = author) =>
      t.app.inject({
        method: 'POST',
        url: '/script/audio',
        headers: { ...headers, 'content-type': type },
        payload: body,
      });
    const ok = await upload(wav, 'audio/wav');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      type: 'audio/wav',
      bytes: wav.length,
      url: expect.stringMatching(/^\/media\/scenario-audio\/t\d+\/[0-9a-f]{32}\.wav$/),
    });
    const served = await t.app.inject({ url: ok.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(wav)).toBe(true);

    const lying = await upload(Buffer.from('not really audio at all'), 'audio/mpeg');
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toBe('This file is not MP3 audio, whatever its name says');
    expect((await upload(wav, 'video/mp4')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024), 'audio/wav')).statusCode).toBe(413);
    expect((await upload(wav, 'audio/wav', learner)).statusCode).toBe(403);

    const preview = await inject('POST', '/script/voice-preview', {
      text: `${C}, runway two seven, taxi via Alpha.`,
      caller_profile: { sex: 'female', age: 'adult', emotion: 'calm', language_codes: ['en-US'] },
      station: 'Centerville Ground',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      voice: 'Centerville Ground — female, en-US',
      audio_url: expect.stringMatching(/^\/media\/tts\//),
    });
  });
});
