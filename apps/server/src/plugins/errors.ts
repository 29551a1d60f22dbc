import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@wilco/shared';
import { HttpError } from '../lib/http-errors';

/** Paths owned by a service: an unknown route there is a JSON 404, never the SPA. */
export const SERVICE_PREFIXES = ['/api', '/qs', '/playlist', '/script', '/media', '/socket.io'];

export function isServicePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return SERVICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Readable one-line summary of zod issues, e.g. "body.email: Invalid email address". */
function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const parts = (error.validation ?? []).map((v) => {
    const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return where ? `${context}.${where}: ${v.message}` : `${context}: ${v.message}`;
  });
  return parts.length ? `Invalid request: ${parts.join('; ')}` : 'Invalid request';
}

/**
 * One error shape for every service: `{message, detail?}`. A client mistake keeps its 4xx;
 * only our own faults become 500, and those never leak internals.
 */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ErrorResponse = { message: describeValidation(error), detail: error.validation };
    return reply.code(400).send(body);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
    return reply.code(500).send({ message: 'Internal server error' } satisfies ErrorResponse);
  }
  if (error instanceof HttpError) {
    // Thrown on purpose with a message meant for the user, whatever the status (503 maintenance).
    const retryAfter = (error.detail as { retry_after?: number } | undefined)?.retry_after;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    const body: ErrorResponse = { message: error.message };
    if (error.detail !== undefined) body.detail = error.detail;
    return reply.code(error.statusCode).send(body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error, status }, 'client error');
    return reply.code(status).send({ message: error.message } satisfies ErrorResponse);
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(status >= 500 ? status : 500)
    .send({ message: 'Internal server error' } satisfies ErrorResponse);
}

export function notFoundBody(request: FastifyRequest): ErrorResponse {
  return { message: `Route ${request.method}:${request.url.split('?')[0]} not found` };
}
