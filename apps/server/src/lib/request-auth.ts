import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../plugins/access';
import { unauthorized } from './http-errors';

/** The caller of a route declared `access: 'user'` or a role list (the access hook has set it). */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
