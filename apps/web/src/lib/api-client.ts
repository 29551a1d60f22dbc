import type { ZodType } from 'zod';
import { getRuntimeConfig } from '../config/runtime-config';
import { refreshSession } from './auth/session-refresh';
import { readTokenClaims } from './auth/token-claims';
import { getTokens } from './auth/token-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Which base URL of the runtime config a path is relative to (docs/architecture.md, "Services"). */
export type ServiceName = 'api' | 'qs' | 'playlist' | 'script';

/**
 * An HTTP answer outside 2xx, carrying the server's `{message, detail?}`
 * (docs/product/shell-and-accounts.md, "Errors").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: unknown,
    readonly method: HttpMethod,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 2xx body that does not match its schema: our contract broke, not the user's request. */
export class ResponseShapeError extends Error {
  constructor(readonly path: string) {
    super('The server sent an unexpected response.');
    this.name = 'ResponseShapeError';
  }
}

/**
 * How a 2xx body is checked: a zod schema, or a function that imports one when the answer
 * arrives, so pages that must load fast (sign-in) do not carry zod before the user acts
 * (docs/product/shell-and-accounts.md, "Loading and reloads").
 */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** The server's `{message, detail?}` (ErrorResponseSchema), read without zod for the same reason. */
export function readErrorBody(body: unknown): { message: string; detail?: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, detail } = body as { message?: unknown; detail?: unknown };
  return typeof message === 'string' ? { message, detail } : null;
}

export type ApiFetchOptions<T> = {
  method?: HttpMethod;
  body?: unknown;
  /** A file sent as it is (an upload) with its own content type, instead of a JSON body. */
  file?: Blob;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  service?: ServiceName;
  /**
   * What a 401 means. 'refresh' (default): the id token is stale; refresh once and retry.
   * 'if-expired': the 401 may be a wrong code the user typed; refresh only when the token has
   * expired. 'none': the 401 is the answer (logout).
   */
  onUnauthorized?: 'refresh' | 'if-expired' | 'none';
};

/** A token this close to its expiry is treated as expired (clock drift, request time). */
const EXPIRY_MARGIN_MS = 5_000;

function baseUrl(service: ServiceName): string {
  const config = getRuntimeConfig();
  const bases: Record<ServiceName, string> = {
    api: config.apiBaseUrl,
    qs: config.questionServiceUrl,
    playlist: config.playlistServiceUrl,
    script: config.scriptServiceUrl,
  };
  return bases[service].replace(/\/+$/, '');
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(path: string, options: ApiFetchOptions<unknown>, idToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
  else if (hasBody) headers['Content-Type'] = 'application/json';
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  return fetch(`${baseUrl(options.service ?? 'api')}/${path.replace(/^\/+/, '')}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.file ?? (hasBody ? JSON.stringify(options.body) : undefined),
    credentials: 'include',
    signal: options.signal,
  });
}

function shouldRefresh(mode: ApiFetchOptions<unknown>['onUnauthorized'], idToken: string): boolean {
  if (mode === 'none') return false;
  if (mode !== 'if-expired') return true;
  const { expiresAt } = readTokenClaims(idToken);
  return expiresAt !== null && expiresAt <= Date.now() + EXPIRY_MARGIN_MS;
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const { idToken } = getTokens();
  let res = await send(path, options, idToken);
  // A 401 on an authenticated call: renew the session once (shared by concurrent calls) and retry.
  if (res.status === 401 && idToken && shouldRefresh(options.onUnauthorized, idToken)) {
    const fresh = await refreshSession(idToken);
    if (fresh) res = await send(path, options, fresh);
  }
  const body = await readBody(res);

  if (!res.ok) {
    const parsed = readErrorBody(body);
    const message = parsed ? parsed.message : `Request failed with status ${res.status}`;
    throw new ApiError(res.status, message, parsed?.detail, method);
  }
  if (!options.schema) return body as T;
  const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
  const result = schema.safeParse(body);
  if (!result.success) {
    console.error(`Response of ${method} ${path} failed its schema`, result.error.issues);
    throw new ResponseShapeError(path);
  }
  return result.data;
}
