import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LtiDeepLinkBodySchema,
  LtiDeepLinkChoicesSchema,
  LtiDeepLinkResponseSchema,
  LtiHandoffSchema,
  LtiLaunchParamsSchema,
  LtiPlatformIdParamsSchema,
  LtiPlatformInputSchema,
  LtiPlatformSchema,
  LtiRosterSchema,
  LtiSessionBodySchema,
  LtiSessionResponseSchema,
  ROLE,
} from '@wilco/shared';
import { errorResponses } from '../../lib/error-responses';
import {
  conflict,
  conflictOnDuplicate,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '../../lib/http-errors';
import { clientMeta } from '../auth/auth.plugin';
import { MESSAGE } from './lti-claims';
import type { PlatformRow } from './lti.repository';
import { PlatformError, ROSTER_UNAVAILABLE } from './lti-platform-client';
import { launchUrlOf } from './lti.routes';

const authOf = (req: FastifyRequest) => {
  if (!req.auth) throw unauthorized();
  return req.auth;
};
const PLATFORM_NOT_FOUND = 'LTI platform not found';
const FROM_ENVIRONMENT = 'This platform is set by LTI_PLATFORMS on the server: change it there';

const toDto = (p: PlatformRow, fromEnvironment: boolean) => ({
  platform_id: p.platform_id,
  tenant_id: p.tenant_id,
  name: p.name,
  issuer: p.issuer,
  client_id: p.client_id,
  deployment_ids: p.deployment_ids,
  auth_login_url: p.auth_login_url,
  token_url: p.token_url,
  jwks_url: p.jwks_url,
  from_environment: fromEnvironment,
});

/** The app's side of LTI, under /api (docs/product/integrations.md, "LTI 1.3"). */
export async function ltiApiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lti'];
  const staff = { access: [ROLE.Author, ROLE.Admin] } as const;
  const admin = { access: [ROLE.Admin] } as const;
  const auth = app.auth.service;
  const dto = (p: PlatformRow) => toDto(p, app.lti.launches.fromEnvironment(p));
  /** A platform LTI_PLATFORMS sets would come back at the next start: it is changed there. */
  async function refuseEnvironmentPlatform(tenantId: number, platformId: number) {
    const row = await app.lti.repo.platformById(platformId);
    if (row && row.tenant_id === tenantId && app.lti.launches.fromEnvironment(row))
      throw conflict(FROM_ENVIRONMENT);
  }

  r.post(
    '/lti/session',
    {
      schema: {
        tags,
        summary: "Trades a launch's one-time code for the app's tokens",
        body: LtiSessionBodySchema,
        response: { 200: LtiSessionResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'public' },
    },
    async (req) => {
      const launch = await app.lti.launches.redeem(req.body.code);
      // A launch opened in its own window keeps its session by the refresh cookie; in the frame the
      // page holds the refresh token itself (docs/product/integrations.md, "In a frame").
      // The answer carries the token pair, so it also sets the refresh cookie (auth.plugin.ts).
      const tokens = await auth.issueForUser(launch.user_id, clientMeta(req));
      // The same gates as any signed-in call (maintenance, a tenant that requires two factors).
      const { roles } = await app.authorizeToken(tokens.idToken);
      const staffUser = roles.includes(ROLE.Author) || roles.includes(ROLE.Admin);
      return {
        idToken: tokens.idToken,
        refreshToken: tokens.refreshToken,
        launch_id: launch.launch_id,
        target: launch.target ?? null,
        deep_linking: launch.message_type === MESSAGE.deepLinkingRequest,
        roster: Boolean(launch.nrps_url) && staffUser,
      };
    },
  );

  const launchSchema = { params: LtiLaunchParamsSchema };
  r.get(
    '/lti/launch/:launchId/choices',
    {
      schema: {
        tags,
        summary: 'Quizzes and scenarios an instructor may link',
        ...launchSchema,
        response: { 200: LtiDeepLinkChoicesSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: staff,
    },
    async (req) => app.lti.course.choices(authOf(req), req.params.launchId),
  );
  r.post(
    '/lti/deep-link',
    {
      schema: {
        tags,
        summary: 'The signed deep-linking response for the picked activities',
        body: LtiDeepLinkBodySchema,
        response: { 200: LtiDeepLinkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: staff,
    },
    async (req) => app.lti.course.deepLink(authOf(req), req.body.launch_id, req.body.items, launchUrlOf(req)),
  );
  r.get(
    '/lti/launch/:launchId/roster',
    {
      schema: {
        tags,
        summary: "The course roster's progress (NRPS)",
        ...launchSchema,
        response: { 200: LtiRosterSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
      config: staff,
    },
    // docs/product/integrations.md, "Roster": what a failing platform answered goes to the log only.
    async (req) =>
      app.lti.course.roster(authOf(req), req.params.launchId).catch((err: unknown) => {
        if (!(err instanceof PlatformError)) throw err;
        req.log.warn({ err }, 'the platform did not send the roster');
        throw new HttpError(502, ROSTER_UNAVAILABLE);
      }),
  );

  r.post(
    '/lti/launch/:launchId/handoff',
    {
      schema: {
        tags,
        summary: 'A new one-time code for the same launch, to open the widget in its own window',
        ...launchSchema,
        response: { 200: LtiHandoffSchema, ...errorResponses(401, 404) },
      },
      config: { access: 'user' },
    },
    async (req) => {
      const code = await app.lti.launches.handoff(authOf(req).userId, req.params.launchId);
      return { url: `/widget?lti_code=${encodeURIComponent(code)}` };
    },
  );

  // System Admin: the tenant's platform registrations (docs/product/integrations.md, "Platforms").
  r.get(
    '/admin/lti/platforms',
    {
      schema: {
        tags,
        summary: 'LTI platforms of the tenant',
        response: { 200: z.array(LtiPlatformSchema), ...errorResponses(401, 403) },
      },
      config: admin,
    },
    async (req) => (await app.lti.launches.platforms(authOf(req).tenantId)).map(dto),
  );
  r.post(
    '/admin/lti/platforms',
    {
      schema: {
        tags,
        summary: 'Registers an LTI platform',
        body: LtiPlatformInputSchema,
        response: { 200: LtiPlatformSchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: admin,
    },
    async (req) => {
      const row = await app.lti.repo.insertPlatform(authOf(req).tenantId, req.body);
      if (!row) throw conflict('This issuer and client id are already registered');
      app.lti.forgetFrameAncestors();
      return dto(row);
    },
  );
  r.put(
    '/admin/lti/platforms/:platformId',
    {
      schema: {
        tags,
        summary: 'Changes an LTI platform',
        params: LtiPlatformIdParamsSchema,
        body: LtiPlatformInputSchema,
        response: { 200: LtiPlatformSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: admin,
    },
    async (req) => {
      await refuseEnvironmentPlatform(authOf(req).tenantId, req.params.platformId);
      // The unique issuer + client id: another registration may already have them.
      const row = await conflictOnDuplicate(
        app.lti.repo.updatePlatform(authOf(req).tenantId, req.params.platformId, req.body),
        'This issuer and client id are already registered',
      );
      if (!row) throw notFound(PLATFORM_NOT_FOUND, PLATFORM_NOT_FOUND);
      app.lti.forgetFrameAncestors();
      return dto(row);
    },
  );
  r.delete(
    '/admin/lti/platforms/:platformId',
    {
      schema: {
        tags,
        summary: 'Removes an LTI platform',
        params: LtiPlatformIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
      config: admin,
    },
    async (req, reply) => {
      await refuseEnvironmentPlatform(authOf(req).tenantId, req.params.platformId);
      if (!(await app.lti.repo.deletePlatform(authOf(req).tenantId, req.params.platformId)))
        throw notFound(PLATFORM_NOT_FOUND, PLATFORM_NOT_FOUND);
      app.lti.forgetFrameAncestors();
      return reply.code(204).send(null);
    },
  );

  // docs/product/integrations.md, "Keys": the tool's keys serve every tenant, so only the
  // installation's own tenant may rotate them.
  r.post(
    '/admin/lti/keys/rotate',
    {
      schema: {
        tags,
        summary: "Rotates the tool's signing key (the previous one stays published)",
        response: {
          200: z.object({ kid: z.string(), published: z.number().int() }),
          ...errorResponses(401, 403),
        },
      },
      config: admin,
    },
    async (req) => {
      if (authOf(req).tenantId !== app.config.runtime.tenantId)
        throw forbidden(
          "Only the administrators of this installation's own tenant can rotate the tool's keys",
        );
      return app.lti.keys.rotate();
    },
  );
}
