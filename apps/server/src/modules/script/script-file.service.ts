import { parseScenarioFile, writeScenarioFile, type ScriptDraft } from '@wilco/shared';
import { badRequest } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import { documentOf, type ScriptService } from './script.service';

type Deps = { drafts: ScriptService };

/** Import and export (docs/product/scenario-builder.md, "Import and export"). */
export function createScriptFileService({ drafts }: Deps) {
  return {
    async export(auth: AuthContext, scriptId: number, format: 'yaml' | 'json') {
      const draft = await drafts.draft(auth, scriptId);
      const slug =
        draft.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'scenario';
      return {
        fileName: `${slug}.${format === 'json' ? 'json' : 'yaml'}`,
        contentType: format === 'json' ? 'application/json' : 'application/yaml',
        text: writeScenarioFile(documentOf(draft), format),
      };
    },

    /**
     * A new scenario from the file, or the file's content as the working copy of `scriptId` (its
     * status and version stay: they move only through the lifecycle); errors name their lines.
     */
    async import(
      auth: AuthContext,
      body: { content: string; script_id: number | null; revision: number | null },
    ): Promise<{ created: boolean; draft: ScriptDraft }> {
      const parsed = parseScenarioFile(body.content);
      if (!parsed.ok) {
        const shown = parsed.errors
          .slice(0, 5)
          .map((e) => (e.line === null ? e.message : `line ${e.line}: ${e.message}`))
          .join('; ');
        const more = parsed.errors.length > 5 ? ` (and ${parsed.errors.length - 5} more)` : '';
        throw badRequest(
          `The file has ${parsed.errors.length === 1 ? 'an error' : 'errors'}: ${shown}${more}`,
          {
            errors: parsed.errors,
          },
        );
      }
      const { status: _status, ...draft } = parsed.draft;
      if (body.script_id === null) return { created: true, draft: await drafts.create(auth, draft) };
      if (body.revision === null)
        throw badRequest('Say which revision you are replacing (revision), so no one else’s edit is lost');
      const { version: _version, ...fields } = draft;
      return {
        created: false,
        draft: await drafts.update(auth, body.script_id, { ...fields, revision: body.revision }),
      };
    },
  };
}
export type ScriptFileService = ReturnType<typeof createScriptFileService>;
