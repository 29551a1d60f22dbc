import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet everywhere; CORS only when CORS_ORIGINS lists origins (off by default, same-origin app). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { frameAncestors, corsOrigins } = app.config;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/emotion inject <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Intro videos and sample audio may live on a configured CDN.
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
  if (corsOrigins.length > 0) {
    await app.register(cors, { origin: corsOrigins, credentials: true });
  }
});
