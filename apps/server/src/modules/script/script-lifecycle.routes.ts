import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DiffQuerySchema,
  DraftCheckBodySchema,
  DraftCheckSchema,
  ErrorResponseSchema,
  PublishBodySchema,
  ScriptDiffSchema,
  ScriptDraftSchema,
  ScriptIdParamsSchema,
  ScriptStatusBodySchema,
  ScriptVersionParamsSchema,
  ScriptVersionSchema,
  ScriptVersionSummarySchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';
import { authors } from './script-access';
import type { ScriptServices } from './script.plugin';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['script'];

/** Checks, status moves, publishing, versions and their diff (docs/product/scenario-builder.md, "Routes"). */
export async function lifecycleRoutes(app: FastifyInstance, { lifecycle }: ScriptServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/draft/check',
    {
      schema: {
        tags,
        summary: "Check a draft as the judge reads it: the shared rules, the judge's elements, deep links",
        body: DraftCheckBodySchema,
        response: { 200: DraftCheckSchema, ...errors },
      },
      config: authors,
    },
    async (req) => {
      const { script_id, ...draft } = req.body;
      return { issues: await lifecycle.check(authOf(req), draft, script_id) };
    },
  );
  r.post(
    '/draft/:script_id/status',
    {
      schema: {
        tags,
        summary: 'Send for review, back to draft, archive or restore (publishing has its own route)',
        params: ScriptIdParamsSchema,
        body: ScriptStatusBodySchema,
        response: { 200: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req) => lifecycle.setStatus(authOf(req), req.params.script_id, req.body),
  );
  r.post(
    '/draft/:script_id/publish',
    {
      schema: {
        tags,
        summary: 'Publish the working copy as the next version (semver); older versions are kept',
        params: ScriptIdParamsSchema,
        body: PublishBodySchema,
        response: { 200: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req) => lifecycle.publish(authOf(req), req.params.script_id, req.body),
  );
  r.get(
    '/draft/:script_id/versions',
    {
      schema: {
        tags,
        summary: 'Published versions, newest first',
        params: ScriptIdParamsSchema,
        response: { 200: z.array(ScriptVersionSummarySchema), ...errors },
      },
      config: authors,
    },
    async (req) => lifecycle.versions(authOf(req), req.params.script_id),
  );
  r.get(
    '/draft/:script_id/versions/:version',
    {
      schema: {
        tags,
        summary: 'One published version with its whole document',
        params: ScriptVersionParamsSchema,
        response: { 200: ScriptVersionSchema, ...errors },
      },
      config: authors,
    },
    async (req) => lifecycle.version(authOf(req), req.params.script_id, req.params.version),
  );
  r.get(
    '/draft/:script_id/diff',
    {
      schema: {
        tags,
        summary: 'What changed between two versions (or a version and the working copy): fields and turns',
        params: ScriptIdParamsSchema,
        querystring: DiffQuerySchema,
        response: { 200: ScriptDiffSchema, ...errors },
      },
      config: authors,
    },
    async (req) => lifecycle.diff(authOf(req), req.params.script_id, req.query.from, req.query.to),
  );
}
