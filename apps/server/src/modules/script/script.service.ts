import {
  ROLE,
  ScriptVersionDocumentSchema,
  readScoredVariations,
  showsModelAnswers,
  strayScoredVariations,
  type PlayedScript,
  type ScriptDraft,
  type ScriptDraftFields,
  type ScriptSummary,
  type ScriptTurn,
  type ScriptTurnInput,
  type ScriptVersionDocument,
} from '@wilco/shared';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { EditableFields, ScriptRepository, ScriptRow, TurnRow } from './script.repository';
import type { ScriptVersionsRepository } from './script-versions.repository';

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

type Row = ScriptRow & { published_version: string | null };

function toDraft(s: Row, turns: TurnRow[]): ScriptDraft {
  const { tenant_id: _tenant, created_by: _by, date_created, date_modified, ...fields } = s;
  return {
    ...fields,
    status: s.status,
    // docs/product/scenario-builder.md, "Scored variations": older values that do not fit are dropped.
    scored_variations: readScoredVariations(s.scored_variations),
    script_type: s.script_type === 'chat' ? 'chat' : 'voice',
    script_turns: turns.map(toTurn),
    date_created: date_created.toISOString(),
    date_modified: date_modified.toISOString(),
  };
}

/** The working copy as one document: what a publish freezes, an export writes and a diff compares. */
export function documentOf(draft: ScriptDraft): ScriptVersionDocument {
  const { script_id: _id, tenant_script_id: _n, revision: _r, published_version: _p, ...rest } = draft;
  const { date_created: _c, date_modified: _m, ...fields } = rest;
  return ScriptVersionDocumentSchema.parse({
    ...fields,
    script_turns: draft.script_turns.map(({ script_turn_id: _t, order: _o, ...turn }) => turn),
  });
}

/** A stored version's document; older rows may carry fields a newer schema drops. */
export const parseDocument = (doc: unknown): ScriptVersionDocument => ScriptVersionDocumentSchema.parse(doc);

const isAuthor = (auth: AuthContext) => auth.roles.some((r) => r === ROLE.Admin || r === ROLE.Author);

type Deps = { scripts: ScriptRepository; versions: ScriptVersionsRepository };

/** Why a save was refused for its revision (docs/product/scenario-builder.md, "Concurrent edits"). */
export const staleRevision = (current: number, sent: number) =>
  conflict(
    `This scenario was changed by someone else since you opened it (you had revision ${sent}, it is now at ${current}). Reload it to see their changes, then make yours again.`,
    { reason: 'stale_revision', revision: current },
  );

/**
 * The script service: scenarios as played, and their authoring
 * (docs/product/authoring.md, "The script service"; docs/product/scenario-builder.md).
 */
export function createScriptService({ scripts, versions }: Deps) {
  async function load(auth: AuthContext, scriptId: number) {
    // Another tenant's scenario does not exist for this caller.
    const script = await scripts.find(auth.tenantId, scriptId);
    if (!script) throw notFound('Scenario not found');
    return { script, turns: await scripts.turns(scriptId) };
  }
  /** docs/product/scenario-builder.md, "Scored variations": each names a turn the draft has. */
  function checkScoredVariations(draft: Parameters<typeof strayScoredVariations>[0]) {
    const stray = strayScoredVariations(draft);
    if (stray.length) throw badRequest(stray.map((s) => s.message).join('; '));
  }
  async function checkDeepLink(deepLink: string | null, scriptId: number | null) {
    if (deepLink && (await scripts.deepLinkTaken(deepLink, scriptId)))
      throw conflict(`The deep link "${deepLink}" is already used by another scenario`);
  }

  const service = {
    load,
    checkDeepLink,

    /**
     * docs/product/scenario-builder.md, "Lifecycle and versions": learners get the newest published
     * version; an unpublished or archived scenario exists only for its authors (as its working copy).
     */
    async played(auth: AuthContext, scriptId: number): Promise<PlayedScript> {
      const { script, turns } = await load(auth, scriptId);
      const latest = script.status === 'archived' ? null : await versions.latest(scriptId);
      if (!latest && !isAuthor(auth)) throw notFound('Scenario not found');
      const doc = latest ? parseDocument(latest.document) : documentOf(toDraft(script, turns));
      // docs/decisions/015-sim-socket.md: what the learner must say is sent only by a practice
      // scenario that shows the model answer; its authors always see it.
      const showsInput = isAuthor(auth) || showsModelAnswers(doc);
      return {
        script_id: script.script_id,
        tenant_script_id: script.tenant_script_id,
        name: doc.name,
        outbound: doc.outbound,
        script_type: doc.script_type,
        conversation_display_name: doc.conversation_display_name,
        conversation_context: doc.conversation_context,
        big_picture: doc.big_picture,
        bg_audio: doc.bg_audio ?? null,
        show_skipped: doc.show_skipped,
        show_model_simulation: doc.show_model_simulation,
        script_turns: doc.script_turns.map((t, i) => ({
          script_turn_id: latest ? i + 1 : turns[i]!.script_turn_id,
          order: i + 1,
          section: t.section,
          input: showsInput ? t.input : '',
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
     * (schema defaults); an imported one keeps its file's version.
     */
    async create(auth: AuthContext, body: Omit<ScriptDraftFields, 'status'>): Promise<ScriptDraft> {
      checkScoredVariations(body);
      await checkDeepLink(body.deep_link, null);
      const { script_turns, ...fields } = body;
      const id = await scripts.create(
        auth.tenantId,
        auth.userId,
        { ...fields, status: 'draft' },
        script_turns,
      );
      return service.draft(auth, id);
    },

    /** A whole-document save over the revision the author opened. */
    async update(
      auth: AuthContext,
      scriptId: number,
      body: EditableFields & { script_turns: ScriptTurnInput[]; revision: number },
    ): Promise<ScriptDraft> {
      const { script } = await load(auth, scriptId);
      if (script.revision !== body.revision) throw staleRevision(script.revision, body.revision);
      checkScoredVariations(body);
      await checkDeepLink(body.deep_link, scriptId);
      const { script_turns, revision, ...fields } = body;
      const saved = await scripts.update(auth.tenantId, scriptId, revision, fields, script_turns);
      if (saved === null) throw staleRevision((await load(auth, scriptId)).script.revision, revision);
      return service.draft(auth, scriptId);
    },
  };
  return service;
}
export type ScriptService = ReturnType<typeof createScriptService>;
