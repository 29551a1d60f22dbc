import type {
  AssignScriptBody,
  PlayedScript,
  ScenarioQueueItem,
  ScriptDraft,
  ScriptDraftFields,
  ScriptSummary,
  ScriptTurn,
} from '@wilco/shared';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { PlaylistRepository } from '../playlist/playlist.repository';
import type { ScriptRepository, ScriptRow, TurnRow } from './script.repository';

const toTurn = (t: TurnRow): ScriptTurn => ({
  script_turn_id: t.script_turn_id,
  order: t.order,
  input: t.input,
  output: t.output,
  section: t.section,
  flag: t.flag,
  response_type: t.response_type,
  variations: t.variations,
  output_variations: t.output_variations,
  annotation: t.annotation,
  script_input_id: t.script_input_id,
  options: t.options,
});

function toDraft(s: ScriptRow, turns: TurnRow[]): ScriptDraft {
  const { tenant_id: _tenant, created_by: _by, date_created, date_modified, ...fields } = s;
  return {
    ...fields,
    status: s.status,
    script_type: s.script_type === 'chat' ? 'chat' : 'voice',
    script_turns: turns.map(toTurn),
    date_created: date_created.toISOString(),
    date_modified: date_modified.toISOString(),
  };
}

type Deps = { scripts: ScriptRepository; playlist: PlaylistRepository };

/**
 * The script service: scenarios as played, and their authoring
 * (docs/product/authoring.md, "The script service").
 */
export function createScriptService({ scripts, playlist }: Deps) {
  async function load(auth: AuthContext, scriptId: number) {
    // Another tenant's scenario does not exist for this caller.
    const script = await scripts.find(auth.tenantId, scriptId);
    if (!script) throw notFound('Scenario not found');
    return { script, turns: await scripts.turns(scriptId) };
  }
  async function checkDeepLink(fields: ScriptDraftFields, scriptId: number | null) {
    if (fields.deep_link && (await scripts.deepLinkTaken(fields.deep_link, scriptId)))
      throw conflict('That deep link is already used by another scenario');
  }

  return {
    async played(auth: AuthContext, scriptId: number): Promise<PlayedScript> {
      const { script, turns } = await load(auth, scriptId);
      return {
        script_id: script.script_id,
        tenant_script_id: script.tenant_script_id,
        name: script.name,
        outbound: script.outbound,
        script_type: script.script_type,
        conversation_display_name: script.conversation_display_name,
        conversation_context: script.conversation_context,
        big_picture: script.big_picture,
        bg_audio: script.bg_audio ?? null,
        show_skipped: script.show_skipped,
        show_model_simulation: script.show_model_simulation,
        script_turns: turns.map((t) => ({
          script_turn_id: t.script_turn_id,
          order: t.order,
          section: t.section,
          input: t.input,
          output: t.output,
          flag: t.flag,
          response_type: t.response_type,
        })),
      };
    },

    async draft(auth: AuthContext, scriptId: number): Promise<ScriptDraft> {
      const { script, turns } = await load(auth, scriptId);
      return toDraft(script, turns);
    },

    async list(auth: AuthContext): Promise<ScriptSummary[]> {
      const rows = await scripts.list(auth.tenantId);
      return rows.map((r) => ({ ...r, date_modified: r.date_modified.toISOString() }));
    },

    /**
     * docs/product/authoring.md, "Scenarios": a new scenario starts as a draft, version 1.0.0, rubric 2
     * (schema defaults).
     */
    async create(auth: AuthContext, body: ScriptDraftFields): Promise<ScriptDraft> {
      await checkDeepLink(body, null);
      const { script_turns, ...fields } = body;
      const id = await scripts.create(auth.tenantId, auth.userId, fields, script_turns);
      return this.draft(auth, id);
    },

    async update(auth: AuthContext, scriptId: number, body: ScriptDraftFields): Promise<ScriptDraft> {
      await load(auth, scriptId);
      await checkDeepLink(body, scriptId);
      const { script_turns, ...fields } = body;
      await scripts.update(auth.tenantId, scriptId, fields, script_turns);
      return this.draft(auth, scriptId);
    },

    /**
     * Authors and Admins fill any queue of their own tenant (docs/product/simulations.md, "The queue": a
     * per-user queue).
     */
    async assign(
      auth: AuthContext,
      scriptId: number,
      body: Required<AssignScriptBody>,
    ): Promise<ScenarioQueueItem> {
      const { script } = await load(auth, scriptId);
      if ((await playlist.findUserTenant(body.user_id)) !== auth.tenantId) throw notFound('User not found');
      const id = await playlist.add({
        tenantId: auth.tenantId,
        userId: body.user_id,
        scriptId: script.script_id,
        groupKey: body.group_key,
        queueDisplay: body.queue_display,
      });
      const row = (await playlist.listPending(auth.tenantId, body.user_id)).find(
        (r) => r.script_queue_id === id,
      );
      if (!row) throw new Error('assigned queue item not found');
      const { group_key: _group, ...item } = row;
      return item;
    },
  };
}
export type ScriptService = ReturnType<typeof createScriptService>;
