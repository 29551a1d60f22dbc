import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSpaPage, type ErrorResponse } from '@wilco/shared';
import { isServicePath, notFoundBody } from './errors';
import { createPageHtml } from './page-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built SPA with history fallback: any GET outside the service prefixes that is not a
 * file gets index.html, so deep links like /Quizzes work after a reload. An address that is not
 * one of the app's pages gets it with 404 (docs/product/shell-and-accounts.md, "Routes"), so the
 * app still says the page could not be found.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const built = existsSync(path.join(root, 'index.html'));
  const pageHtml = createPageHtml(root);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts, precompress).
      preCompressed: true,
      cacheControl: false, // our own headers below
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || isServicePath(request.url)) return reply.code(404).send(notFoundBody(request));
    if (!built) {
      const body: ErrorResponse = {
        message: 'The web app is not built yet. Run `npm start` or `npm run build`.',
      };
      return reply.code(503).send(body);
    }
    const html = pageHtml(request.url);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .code(isSpaPage(request.url) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoding ? html[encoding] : html.identity);
  });
});

/** Generated persona audio and uploaded scenario audio under DATA_DIR/media. */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { mediaDir: string }) => {
  mkdirSync(opts.mediaDir, { recursive: true });
  // docs/product/simulations.md: ringing.mp3 keeps its documented name but holds WAV (Debian's
  // sox has no MP3 encoder), so it is served as what it is.
  // Media is not part of the API: left out of the OpenAPI document like the static files.
  app.get('/media/ringing.mp3', { schema: { hide: true } }, async (_req, reply) => {
    const file = path.join(opts.mediaDir, 'ringing.mp3');
    if (!existsSync(file)) return reply.code(404).send({ message: 'Not found' });
    return reply.type('audio/wav').header('Cache-Control', 'no-cache').send(createReadStream(file));
  });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // File names are content hashes, so they never change.
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
});
