import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignScriptBodySchema,
  ErrorResponseSchema,
  PlayedScriptSchema,
  ROLE,
  ScenarioQueueItemSchema,
  ScriptDraftBodySchema,
  ScriptDraftSchema,
  ScriptIdParamsSchema,
  ScriptSummarySchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { createPlaylistRepository } from '../playlist/playlist.repository';
import { createScriptRepository } from './script.repository';
import { createScriptService } from './script.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const user = { access: 'user' } as const;
const authors = { access: [ROLE.Admin, ROLE.Author] } as const;

/**
 * The script service, mounted at /script (docs/architecture.md, "Services"). `GET /script/{id}` is the
 * played scenario; drafts are a resource of their own under /draft
 * (docs/product/authoring.md, "The script service"; docs/decisions/010-playlist-and-script-services.md).
 */
export async function scriptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createScriptService({
    scripts: createScriptRepository(app.db),
    playlist: createPlaylistRepository(app.db),
  });
  const tags = ['script'];

  r.get(
    '/script/:script_id',
    {
      schema: {
        tags,
        summary: 'A scenario as played, with its turns in order',
        params: ScriptIdParamsSchema,
        response: { 200: PlayedScriptSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.played(authOf(req), req.params.script_id),
  );
  r.post(
    '/script/:script_id/assignments',
    {
      schema: {
        tags,
        summary: "Put a scenario in a user's queue, alone or in a multi-chat group",
        params: ScriptIdParamsSchema,
        body: AssignScriptBodySchema,
        response: { 201: ScenarioQueueItemSchema, ...errors },
      },
      config: authors,
    },
    async (req, reply) =>
      reply.code(201).send(await service.assign(authOf(req), req.params.script_id, req.body)),
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
    async (req) => service.list(authOf(req)),
  );
  r.post(
    '/draft',
    {
      schema: {
        tags,
        summary: 'Create a scenario (draft, version 1.0.0, rubric 2 unless given)',
        body: ScriptDraftBodySchema,
        response: { 201: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req, reply) => reply.code(201).send(await service.create(authOf(req), req.body)),
  );
  r.get(
    '/draft/:script_id',
    {
      schema: {
        tags,
        summary: 'A scenario with every authoring field and turn',
        params: ScriptIdParamsSchema,
        response: { 200: ScriptDraftSchema, ...errors },
      },
      config: authors,
    },
    async (req) => service.draft(authOf(req), req.params.script_id),
  );
  r.put(
    '/draft/:script_id',
    {
      schema: {
        tags,
        summary: 'Save a whole scenario: fields and turns are replaced together',
        params: ScriptIdParamsSchema,
        body: ScriptDraftBodySchema,
        response: { 200: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req) => service.update(authOf(req), req.params.script_id, req.body),
  );
}
