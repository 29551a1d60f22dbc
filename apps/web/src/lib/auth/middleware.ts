import { ROLE } from '@wilco/shared';
import { paths } from '../../config/paths';

/** What a route guard may look at: derived from the token store, so guards stay pure. */
export type GuardContext = { isAuthenticated: boolean; roles: readonly string[] };

/** `null` lets the navigation through; a path sends the visitor there instead. */
export type Middleware = (context: GuardContext) => string | null;

/**
 * docs/product/shell-and-accounts.md, "Routes": a route naming a guard we do not know is a programming error,
 * shown as a 500.
 */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(readonly middlewareName: string) {
    super(`Unknown middleware ${middlewareName}`);
    this.name = 'UnknownMiddlewareError';
  }
}

const middlewares: Record<string, Middleware> = {
  // docs/product/shell-and-accounts.md, "Routes": pages are protected by an authentication check by default.
  auth: ({ isAuthenticated }) => (isAuthenticated ? null : paths.login),
  // The login page is for guests; a signed-in visitor goes straight to their dashboard.
  guest: ({ isAuthenticated }) => (isAuthenticated ? paths.home : null),
  // docs/product/administration.md, "Admin access": admin screens. The server enforces roles too; this only
  // keeps learners out of the UI.
  admin: ({ isAuthenticated, roles }) => {
    if (!isAuthenticated) return paths.login;
    return roles.includes(ROLE.Admin) ? null : paths.home;
  },
  // docs/product/authoring.md, "Question bank": question creation, editing and preview are for administrators
  // and authors.
  author: ({ isAuthenticated, roles }) => {
    if (!isAuthenticated) return paths.login;
    return roles.includes(ROLE.Admin) || roles.includes(ROLE.Author) ? null : paths.home;
  },
};

export function resolveMiddleware(name: string): Middleware {
  const middleware = Object.hasOwn(middlewares, name) ? middlewares[name] : undefined;
  if (!middleware) throw new UnknownMiddlewareError(name);
  return middleware;
}

/** Runs guards in order; the first redirect wins. Unknown names throw before any guard runs. */
export function runMiddlewares(names: readonly string[], context: GuardContext): string | null {
  const resolved = names.map(resolveMiddleware);
  for (const middleware of resolved) {
    const target = middleware(context);
    if (target !== null) return target;
  }
  return null;
}
