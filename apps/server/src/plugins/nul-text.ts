import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { NUL_TEXT_MESSAGE, findNulText } from '../lib/nul-text';

/** Refuses a NUL character anywhere in a request's body, query or parameters (lib/nul-text.ts). */
export const nulTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const at = findNulText(value);
      if (at) throw badRequest(`Invalid request: ${part}.${at}: ${NUL_TEXT_MESSAGE}`);
    }
  });
});
