import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  PlayedScriptSchema,
  ScriptDraftCreateSchema,
  ScriptDraftSchema,
  ScriptDraftUpdateSchema,
  ScriptIdParamsSchema,
  ScriptSummarySchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';
import { lifecycleRoutes } from './script-lifecycle.routes';
import { exchangeRoutes } from './script-exchange.routes';
import { authors } from './script-access';

const errors = errorResponses(400, 401, 403, 404);
const user = { access: 'user' } as const;

/**
 * The script service, mounted at /script (docs/architecture.md, "Services"). `GET /script/{id}` is the
 * played scenario; drafts are a resource of their own under /draft
 * (docs/product/authoring.md, "The script service"; docs/decisions/010-playlist-and-script-services.md;
 * the builder's routes: docs/product/scenario-builder.md, "Routes").
 */
export async function scriptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = app.scripts;
  const { drafts } = services;
  const tags = ['script'];

  r.get(
    '/script/:script_id',
    {
      schema: {
        tags,
        summary: 'A scenario as played (its newest published version), with its turns in order',
        params: ScriptIdParamsSchema,
        response: { 200: PlayedScriptSchema, ...errors },
      },
      config: user,
    },
    async (req) => drafts.played(authOf(req), req.params.script_id),
  );
  r.get(
    '/draft',
    {
      schema: {
        tags,
        summary: "The tenant's scenarios for authoring, most recently changed first",
        response: { 200: z.array(ScriptSummarySchema), ...errors },
      },
      config: authors,
    },
    async (req) => drafts.list(authOf(req)),
  );
  r.post(
    '/draft',
    {
      schema: {
        tags,
        summary: 'Create a scenario (draft, version 1.0.0, rubric 2 unless given)',
        body: ScriptDraftCreateSchema,
        response: { 201: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req, reply) => reply.code(201).send(await drafts.create(authOf(req), req.body)),
  );
  r.get(
    '/draft/:script_id',
    {
      schema: {
        tags,
        summary: 'A scenario with every authoring field and turn, and its revision',
        params: ScriptIdParamsSchema,
        response: { 200: ScriptDraftSchema, ...errors },
      },
      config: authors,
    },
    async (req) => drafts.draft(authOf(req), req.params.script_id),
  );
  r.put(
    '/draft/:script_id',
    {
      schema: {
        tags,
        summary:
          'Save a whole scenario over the revision you opened (409 when stale); status and version move only by their actions',
        params: ScriptIdParamsSchema,
        body: ScriptDraftUpdateSchema,
        response: { 200: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req) => drafts.update(authOf(req), req.params.script_id, req.body),
  );

  await lifecycleRoutes(app, services);
  await exchangeRoutes(app, services);
}
