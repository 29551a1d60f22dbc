import {
  canPublish,
  changedScriptFields,
  checkDraft,
  diffTurns,
  hasErrors,
  moveRefusal,
  nextVersion,
  type DraftIssue,
  type ScriptDiff,
  type ScriptDraft,
  type ScriptDraftFields,
  type ScriptStatusBody,
  type ScriptVersion,
  type ScriptVersionDocument,
  type ScriptVersionSummary,
  type VersionBump,
} from '@wilco/shared';
import { checkVariations, planTurn } from '../../engines/simulation/judge/expected';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { ScriptRepository } from './script.repository';
import type { ScriptVersionsRepository, VersionRow } from './script-versions.repository';
import { documentOf, parseDocument, staleRevision, type ScriptService } from './script.service';

type Deps = { scripts: ScriptRepository; versions: ScriptVersionsRepository; drafts: ScriptService };

const summaryOf = (v: VersionRow): ScriptVersionSummary => ({
  version: v.version,
  note: v.note,
  turn_count: Array.isArray(v.document.script_turns) ? v.document.script_turns.length : 0,
  published_by: v.published_by_name,
  date_published: v.date_published.toISOString(),
});

/**
 * docs/product/scenario-builder.md, "Validation": the shared rules plus what only the server knows —
 * the judge's own reading of each input (no element to check, variations that say another value)
 * and deep links taken by other scenarios.
 */
export async function checkWithJudge(
  draft: Pick<ScriptDraftFields, 'outbound' | 'script_turns' | 'deep_link'>,
  deepLinkTaken: () => Promise<boolean>,
): Promise<DraftIssue[]> {
  const issues = checkDraft(draft).filter((i) => i.code !== 'no_checkable_element');
  for (const [i, turn] of draft.script_turns.entries()) {
    if (!turn.input.trim() || issues.some((x) => x.turn === i + 1 && x.code === 'unreachable')) continue;
    if (planTurn(turn).elements.length === 0)
      issues.push({
        code: 'no_checkable_element',
        severity: 'warning',
        turn: i + 1,
        field: 'input',
        message:
          'The judge finds nothing to check here (no callsign, value or clearance): any reply will be accepted',
      });
    for (const wrong of checkVariations(turn))
      issues.push({
        code: 'wrong_variation',
        severity: 'warning',
        turn: i + 1,
        field: 'variations',
        message: `"${wrong.variation}" says ${wrong.wrong.join(', ')} differently from the input`,
      });
  }
  if (draft.deep_link && (await deepLinkTaken()))
    issues.push({
      code: 'deep_link_taken',
      severity: 'error',
      turn: null,
      field: 'deep_link',
      message: `The deep link "${draft.deep_link}" is already used by another scenario`,
    });
  return issues;
}

/** Lifecycle, versions and diff of scenarios (docs/product/scenario-builder.md, "Lifecycle and versions"). */
export function createScriptLifecycleService({ scripts, versions, drafts }: Deps) {
  async function versionOrWorking(auth: AuthContext, scriptId: number, name: string) {
    if (name === 'working') return documentOf(await drafts.draft(auth, scriptId));
    const found = await versions.find(scriptId, name);
    if (!found) throw notFound(`Version ${name} of this scenario was never published`);
    return parseDocument(found.document);
  }

  return {
    async check(auth: AuthContext, draft: ScriptDraftFields, scriptId: number | null): Promise<DraftIssue[]> {
      if (scriptId !== null) await drafts.load(auth, scriptId);
      return checkWithJudge(draft, () => scripts.deepLinkTaken(draft.deep_link ?? '', scriptId));
    },

    /** Review, back to draft, archive, restore: every move but publishing. */
    async setStatus(auth: AuthContext, scriptId: number, body: ScriptStatusBody): Promise<ScriptDraft> {
      const { script } = await drafts.load(auth, scriptId);
      if (script.revision !== body.revision) throw staleRevision(script.revision, body.revision);
      const refusal = moveRefusal(script.status, body.status);
      if (refusal) throw conflict(refusal);
      const saved = await scripts.update(
        auth.tenantId,
        scriptId,
        body.revision,
        { status: body.status },
        null,
      );
      if (saved === null) throw staleRevision(script.revision + 1, body.revision);
      return drafts.draft(auth, scriptId);
    },

    /**
     * Freezes the working copy as the next version; simulations already running keep the turns
     * they loaded, later ones play this version.
     */
    async publish(
      auth: AuthContext,
      scriptId: number,
      body: { bump: VersionBump; revision: number; note: string },
    ): Promise<ScriptDraft> {
      const draft = await drafts.draft(auth, scriptId);
      if (draft.revision !== body.revision) throw staleRevision(draft.revision, body.revision);
      if (!canPublish(draft.status))
        throw conflict(`A ${draft.status} scenario cannot be published: send it for review first`);
      const document = documentOf(draft);
      const issues = await checkWithJudge(document, () =>
        scripts.deepLinkTaken(draft.deep_link ?? '', scriptId),
      );
      const errors = issues.filter((i) => i.severity === 'error');
      if (hasErrors(errors))
        throw badRequest(
          `Fix ${errors.length === 1 ? 'this error' : `these ${errors.length} errors`} before publishing: ${errors
            .map((e) => (e.turn ? `turn ${e.turn}: ${e.message}` : e.message))
            .join('; ')}`,
          { issues: errors },
        );
      const version = nextVersion(draft.version, draft.published_version, body.bump);
      const ok = await versions.publish({
        tenantId: auth.tenantId,
        scriptId,
        revision: body.revision,
        version,
        note: body.note,
        document: { ...document, status: 'published', version } satisfies ScriptVersionDocument,
        publishedBy: auth.userId,
      });
      if (!ok) throw staleRevision(draft.revision + 1, body.revision);
      return drafts.draft(auth, scriptId);
    },

    async versions(auth: AuthContext, scriptId: number): Promise<ScriptVersionSummary[]> {
      await drafts.load(auth, scriptId);
      return (await versions.list(scriptId)).map(summaryOf);
    },

    async version(auth: AuthContext, scriptId: number, version: string): Promise<ScriptVersion> {
      await drafts.load(auth, scriptId);
      const found = await versions.find(scriptId, version);
      if (!found) throw notFound(`Version ${version} of this scenario was never published`);
      return { ...summaryOf(found), document: parseDocument(found.document) };
    },

    /** docs/product/scenario-builder.md, "Versions and diff". */
    async diff(auth: AuthContext, scriptId: number, from: string, to: string): Promise<ScriptDiff> {
      await drafts.load(auth, scriptId);
      const [a, b] = [
        await versionOrWorking(auth, scriptId, from),
        await versionOrWorking(auth, scriptId, to),
      ];
      const strip = ({ status: _s, version: _v, ...rest }: ScriptVersionDocument) => rest;
      return {
        from,
        to,
        fields: changedScriptFields(strip(a), strip(b)),
        turns: diffTurns(a.script_turns, b.script_turns),
      };
    },
  };
}
export type ScriptLifecycleService = ReturnType<typeof createScriptLifecycleService>;
