import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { cspOrigins } from '../lib/csp-origins';

/** Helmet everywhere; CORS only when CORS_ORIGINS lists origins (off by default, same-origin app). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { frameAncestors, corsOrigins, runtime, publicUrl } = app.config;
  // docs/product/shell-and-accounts.md, "Hardening": the browser may only talk to the app itself and
  // to the service addresses it is configured with, so injected script cannot send data elsewhere.
  const connectOrigins = cspOrigins(
    [
      publicUrl,
      runtime.apiBaseUrl,
      runtime.questionServiceUrl,
      runtime.playlistServiceUrl,
      runtime.scriptServiceUrl,
      runtime.socketUrl,
    ],
    { webSocket: true },
  );
  const mediaOrigins = cspOrigins([runtime.mediaBaseUrl, runtime.introVideoUrl, runtime.trialIntroVideoUrl]);
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion inject <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Intro videos and sample audio may live on a configured CDN (MEDIA_BASE_URL, INTRO_VIDEO_URL).
        mediaSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        connectSrc: ["'self'", ...connectOrigins],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        // /widget is embedded by learning management systems listed in FRAME_ANCESTORS.
        frameAncestors,
        upgradeInsecureRequests: null,
      },
    },
    // frame-ancestors above replaces X-Frame-Options, which cannot list several origins.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  // Helmet's middleware built once: @fastify/helmet rebuilt it (and re-parsed the CSP) for every
  // request, about 1% of the server's time under bench:load (docs/decisions/033-load-bench.md).
  app.addHook('onRequest', (req, reply, done) => {
    secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  // docs/product/shell-and-accounts.md, "Hardening": API answers carry tokens and personal data
  // (sign-in, refresh, MFA, SSO redeem, LTI session, /user), so no cache or proxy may keep them. A
  // route that chose its own policy (a public key set, the health check) keeps it.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
  if (corsOrigins.length > 0) {
    await app.register(cors, { origin: corsOrigins, credentials: true });
  }
});
