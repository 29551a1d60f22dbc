import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssigneeSchema,
  AssignmentBodySchema,
  AssignmentResultSchema,
  AudioUploadSchema,
  BG_AUDIO_MAX_BYTES,
  BG_AUDIO_TYPES,
  ErrorResponseSchema,
  ScriptDraftSchema,
  ScriptExportQuerySchema,
  ScriptIdParamsSchema,
  ScriptImportBodySchema,
  VoicePreviewBodySchema,
  VoicePreviewSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';
import { authors } from './script-access';
import type { ScriptServices } from './script.plugin';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['script'];

/**
 * Assignment, import and export, background audio and voice preview
 * (docs/product/scenario-builder.md, "Routes").
 */
export async function exchangeRoutes(app: FastifyInstance, { assign, files, media }: ScriptServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/assignees',
    {
      schema: {
        tags,
        summary: 'Users of the school a scenario can be assigned to, with their roles',
        response: { 200: z.array(AssigneeSchema), ...errors },
      },
      config: authors,
    },
    async (req) => assign.assignees(authOf(req)),
  );
  r.post(
    '/script/:script_id/assignments',
    {
      schema: {
        tags,
        summary:
          "Put a published scenario in learners' queues (chosen ones or all), at a position, alone or in a group",
        params: ScriptIdParamsSchema,
        body: AssignmentBodySchema,
        response: { 201: AssignmentResultSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req, reply) =>
      reply.code(201).send(await assign.assign(authOf(req), req.params.script_id, req.body)),
  );
  r.get(
    '/draft/:script_id/export',
    {
      schema: {
        tags,
        summary: 'The scenario as one readable file (YAML or JSON)',
        params: ScriptIdParamsSchema,
        querystring: ScriptExportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
      config: authors,
    },
    async (req, reply) => {
      const file = await files.export(authOf(req), req.params.script_id, req.query.format);
      return reply
        .type(`${file.contentType}; charset=utf-8`)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.text);
    },
  );
  r.post(
    '/import',
    {
      schema: {
        tags,
        summary: 'Create a scenario from a file, or replace a working copy with it; errors name their lines',
        body: ScriptImportBodySchema,
        response: { 200: ScriptDraftSchema, 201: ScriptDraftSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: authors,
      bodyLimit: 1_100_000,
    },
    async (req, reply) => {
      const { created, draft } = await files.import(authOf(req), req.body);
      return reply.code(created ? 201 : 200).send(draft);
    },
  );
  r.post(
    '/voice-preview',
    {
      schema: {
        tags,
        summary: 'A caller line in the voice a call would use, with the radio effect',
        body: VoicePreviewBodySchema,
        response: { 200: VoicePreviewSchema, ...errors, 503: ErrorResponseSchema },
      },
      config: authors,
    },
    async (req) =>
      media.preview(
        req.body.text,
        req.body.caller_profile,
        req.body.station,
        req.body.selected_voice_profiles,
      ),
  );

  // The upload is the audio file itself as the body, bounded by type and size.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...BG_AUDIO_TYPES],
      { parseAs: 'buffer', bodyLimit: BG_AUDIO_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/audio',
      {
        schema: {
          tags,
          summary: `Upload background audio (MP3, WAV or Ogg, at most ${BG_AUDIO_MAX_BYTES / 1024 / 1024} MB) as the request body`,
          headers: z.object({ 'content-type': z.string() }),
          response: { 201: AudioUploadSchema, ...errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
        },
        config: authors,
      },
      async (req, reply) => {
        const type = req.headers['content-type'].split(';')[0]!.trim().toLowerCase();
        return reply.code(201).send(await media.uploadAudio(authOf(req), type, req.body as Buffer));
      },
    );
  });
}
