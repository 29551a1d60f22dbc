import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClientErrorAckSchema,
  ClientErrorReportSchema,
  ErrorResponseSchema,
  HealthSchema,
  PublicStatusSchema,
  RuntimeConfigSchema,
} from '@wilco/shared';

const DEFAULT_TENANT_ID = 1; // docs/product/administration.md, "Tenants"
/** The largest valid report (ClientErrorReportSchema's field limits) fits with room; more is refused unread. */
const CLIENT_ERROR_BODY_LIMIT = 32 * 1024;

/** Health and runtime config live at the root, outside every service prefix. */
export async function rootSystemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = app.system;
  const started = Date.now();

  r.get(
    '/healthz',
    {
      schema: { hide: true, response: { 200: HealthSchema, 503: ErrorResponseSchema } },
      config: { rateLimit: false },
    },
    async (_req, reply) => {
      try {
        await repo.ping();
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unreachable' });
      }
      return {
        status: 'ok' as const,
        db: 'ok' as const,
        version: app.config.runtime.version,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      };
    },
  );

  r.get(
    '/config.json',
    { schema: { hide: true, response: { 200: RuntimeConfigSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.config.runtime;
    },
  );
}

/** Public product-API routes (mounted under /api). */
export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.system;

  r.get(
    '/status',
    {
      schema: {
        tags: ['system'],
        summary: 'Maintenance state and announcement, readable before sign-in',
        response: { 200: PublicStatusSchema },
      },
      config: { access: 'public' },
    },
    async () => service.status(DEFAULT_TENANT_ID),
  );

  r.post(
    '/client-errors',
    {
      schema: {
        tags: ['system'],
        summary: 'Log a crash seen by the web app',
        body: ClientErrorReportSchema,
        response: { 201: ClientErrorAckSchema, 400: ErrorResponseSchema, 413: ErrorResponseSchema },
      },
      // Crashing clients can loop; keep them from flooding the table: 30 a minute per user (or
      // address before sign-in, app.ts rateLimitKey), one report at most the schema's fields.
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
    },
    async (req, reply) => {
      const incidentId = await service.recordIncident(req.body, {
        tenantId: req.auth?.tenantId ?? null,
        userId: req.auth?.userId ?? null,
        ip: req.ip,
      });
      req.log.warn(
        { incidentId, kind: req.body.kind, url: req.body.url },
        `client error: ${req.body.message}`,
      );
      return reply.code(201).send({ logged: true as const, incident_id: incidentId });
    },
  );
}
