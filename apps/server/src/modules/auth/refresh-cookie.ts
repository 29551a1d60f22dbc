import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_DAYS } from './auth.service';

/**
 * docs/product/shell-and-accounts.md, "Sign-in and sessions": the web app's refresh token lives in
 * a cookie that scripts cannot read, sent only to the refresh route and only by this site.
 */
export const REFRESH_COOKIE = 'wilco_refresh';
export const REFRESH_PATH = '/api/user/refresh';

const options = { httpOnly: true, secure: true, sameSite: 'strict', path: REFRESH_PATH } as const;

export function setRefreshCookie(reply: FastifyReply, refreshToken: string): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...options, maxAge: SESSION_MAX_DAYS * 86_400 });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, options);
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;
