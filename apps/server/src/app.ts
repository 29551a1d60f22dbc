import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { loggerOptions } from './lib/logger';
import { activityRoutes } from './modules/activity/activity.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { attemptsPlugin } from './modules/attempts/attempts.plugin';
import { questionsPlugin } from './modules/questions/questions.plugin';
import { scriptPlugin } from './modules/script/script.plugin';
import { attemptsRoutes } from './modules/attempts/attempts.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { accountSecurityPlugin } from './modules/auth/account-security';
import { authPlugin } from './modules/auth/auth.plugin';
import { identityCachePlugin } from './modules/auth/identity-cache';
import { signInGuardPlugin } from './modules/auth/sign-in-guard';
import { contentPlugin } from './modules/content/content.plugin';
import { contentRoutes } from './modules/content/content.routes';
import { courseAdminRoutes } from './modules/course-admin/course-admin.routes';
import { conversationCachesPlugin } from './modules/conversation/conversation-caches';
import { conversationPlugin } from './modules/conversation/conversation.plugin';
import { conversationRoutes } from './modules/conversation/conversation.routes';
import { livePlugin } from './modules/live/live.plugin';
import { liveSocket } from './modules/live/live.socket';
import { ltiApiRoutes } from './modules/lti/lti-api.routes';
import { ltiPlugin } from './modules/lti/lti.plugin';
import { ltiRoutes } from './modules/lti/lti.routes';
import { pagesPlugin } from './modules/pages/pages.plugin';
import { pagesRoutes } from './modules/pages/pages.routes';
import { reviewPlugin } from './modules/review/review.plugin';
import { reviewRoutes } from './modules/review/review.routes';
import { playlistRoutes } from './modules/playlist/playlist.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import { scoresPlugin } from './modules/scores/scores.plugin';
import { scoresRoutes } from './modules/scores/scores.routes';
import { scriptRoutes } from './modules/script/script.routes';
import { mfaPlugin } from './modules/auth/mfa.plugin';
import { mfaRoutes } from './modules/auth/mfa.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settingsPlugin } from './modules/settings/settings.plugin';
import { tenantAdminRoutes } from './modules/tenant-admin/tenant-admin.routes';
import { playlistPlugin } from './modules/playlist/playlist.plugin';
import { simServicePlugin } from './modules/sim/sim.plugin';
import { simSocket } from './modules/sim/sim.socket';
import { simulationRoutes } from './modules/sim/simulation.routes';
import { ssoAdminRoutes } from './modules/sso/sso-admin.routes';
import { ssoPlugin } from './modules/sso/sso-deps';
import { ssoApiRoutes } from './modules/sso/sso-api.routes';
import { ssoBrowserRoutes } from './modules/sso/sso.routes';
import { sttProvidersPlugin } from './modules/stt/stt-providers.plugin';
import { sttSocket } from './modules/stt/stt.socket';
import { rootSystemRoutes, systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { accessPlugin } from './plugins/access';
import { adminPlugin } from './modules/admin/admin.plugin';
import { activityPlugin } from './modules/activity/activity.plugin';
import { passwordResetPlugin } from './modules/auth/password-reset.plugin';
import { courseAdminPlugin } from './modules/course-admin/course-admin.plugin';
import { tenantAdminPlugin } from './modules/tenant-admin/tenant-admin.plugin';
import { systemPlugin } from './modules/system/system.plugin';
import { usersPlugin } from './modules/users/users.plugin';
import { databasePlugin } from './plugins/database';
import { eventsPlugin } from './plugins/events';
import { drainingPlugin } from './plugins/draining';
import { errorHandler, notFoundBody } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { redisPlugin } from './plugins/redis';
import { nulTextPlugin } from './plugins/nul-text';
import type { SttProvider as SttProviderName } from '@wilco/shared';
import type { SttProvider } from './engines/speech/stt/types';
import { securityPlugin } from './plugins/security';
import { ttsPlugin } from './plugins/tts';
import { socketPlugin } from './plugins/socket';
import { mediaPlugin, webPlugin } from './plugins/web';

/**
 * docs/product/shell-and-accounts.md, "Rate limits": a signed-in caller has a budget of their own
 * (a classroom behind one address is many learners); an anonymous one is counted by address. The
 * access hook has identified the caller before the limit is counted.
 */
export const rateLimitKey = (request: FastifyRequest) =>
  request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;

export type BuildOptions = {
  /** An already-open database (tests share one); otherwise opened from config.database. */
  database?: Database;
  /** Speech-to-text providers that replace the configured ones by name (tests: test/fake-stt.ts). */
  sttProviders?: Partial<Record<SttProviderName, SttProvider>>;
};

/** Product API routes under /api; later modules register here. */
async function apiService(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  await app.register(usersRoutes);
  await app.register(adminRoutes);
  await app.register(passwordResetRoutes);
  await app.register(tenantAdminRoutes);
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(courseAdminRoutes);
  await app.register(scoresRoutes);
  await app.register(attemptsRoutes);
  await app.register(pagesRoutes);
  await app.register(questionsRoutes);
  await app.register(activityRoutes);
  await app.register(simulationRoutes);
  await app.register(reviewRoutes);
  await app.register(ssoApiRoutes);
  await app.register(ssoAdminRoutes);
  await app.register(ltiApiRoutes);
}

/**
 * Builds the whole server: used by server.ts and by tests through `app.inject`.
 * Opens the database, applies migrations and (if enabled) seeds demo data before routes load.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // A hop count trusts that many proxies next to the server (docs/product/shell-and-accounts.md, "Client addresses").
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // Avvio's 10 s default failed restarts after a crash on a busy machine (PGlite recovery,
    // many processes): a slow start is better than none (docs/decisions/029-acknowledged-writes.md).
    pluginTimeout: 120_000,
    // Validation errors flow to the error handler as 400s with a readable message.
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('config', config);

  const database = options.database ?? (await openDatabase(config.database));
  try {
    await database.exclusive(async () => {
      await runMigrations(database);
      if (config.seedDemo)
        await seedDemoData(database.db, { demoPassword: config.demoPassword, log: app.log });
    });
  } catch (err) {
    if (!options.database) await database.close();
    throw err;
  }
  await app.register(databasePlugin, { database });
  // docs/decisions/028-scale-out.md: with REDIS_URL, what processes share goes through Redis.
  await app.register(redisPlugin);
  // Writes publish domain events; the caches that hold what they change subscribe
  // (docs/architecture.md, "Domain events"), in every process whatever services it runs.
  await app.register(eventsPlugin);
  await app.register(identityCachePlugin);
  await app.register(contentPlugin);
  await app.register(settingsPlugin);
  await app.register(systemPlugin);
  await app.register(usersPlugin);
  await app.register(adminPlugin);
  await app.register(tenantAdminPlugin);
  await app.register(courseAdminPlugin);
  await app.register(activityPlugin);
  await app.register(passwordResetPlugin);
  await app.register(conversationCachesPlugin);

  await app.register(drainingPlugin);
  await app.register(securityPlugin);
  await app.register(nulTextPlugin);
  await app.register(cookie);
  await app.register(signInGuardPlugin);
  await app.register(authPlugin);
  await app.register(accountSecurityPlugin);
  await app.register(mfaPlugin);
  await app.register(openApiPlugin);
  await app.register(socketPlugin);
  await app.register(accessPlugin);
  // After access: single sign-on issues the same session tokens.
  await app.register(ssoPlugin);
  await app.register(ltiPlugin);
  await app.register(ttsPlugin);
  await app.register(sttProvidersPlugin, { given: options.sttProviders });
  await app.register(sttSocket);
  await app.register(playlistPlugin);
  await app.register(attemptsPlugin);
  await app.register(reviewPlugin);
  await app.register(scoresPlugin);
  await app.register(pagesPlugin);
  await app.register(questionsPlugin);
  await app.register(scriptPlugin);
  await app.register(conversationPlugin);
  await app.register(simServicePlugin);
  await app.register(simSocket);
  // docs/product/administration.md, "Live".
  await app.register(livePlugin);
  await app.register(liveSocket);
  await app.register(rootSystemRoutes);

  const services = new Set(config.services);
  // Rate limits cover the service routes, not the static files of the web app.
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: rateLimitKey,
      // docs/decisions/028-scale-out.md: one budget across processes; Redis down lets requests through.
      ...(app.redis
        ? { redis: app.redis.command, nameSpace: app.redis.key('rate:'), skipOnError: true }
        : {}),
    });
    if (services.has('api')) {
      await scope.register(apiService, { prefix: '/api' });
      // Single sign-on's browser addresses sit at PUBLIC_URL/auth/… (docs/product/administration.md, "Single sign-on").
      await scope.register(ssoBrowserRoutes);
      // docs/product/integrations.md, "LTI 1.3": the protocol endpoints platforms call.
      await scope.register(ltiRoutes);
    }
    if (services.has('conversation')) await scope.register(conversationRoutes, { prefix: '/qs' });
    if (services.has('playlist')) await scope.register(playlistRoutes, { prefix: '/playlist' });
    if (services.has('script')) await scope.register(scriptRoutes, { prefix: '/script' });
  });
  if (services.has('media')) {
    await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  }
  if (services.has('web')) {
    await app.register(webPlugin);
  } else {
    app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(request)));
  }
  return app;
}
