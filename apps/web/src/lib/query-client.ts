import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, type HttpMethod } from './api-client';
import { notificationForError } from './api-errors';
import { notify } from './notifications';

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface.
  interface Register {
    mutationMeta: {
      /** The caller shows the error itself (e.g. inline on a form). */
      suppressErrorNotification?: boolean;
      method?: HttpMethod;
    };
  }
}

/** A 4xx will not change by asking again; network blips and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // docs/product/shell-and-accounts.md, "Errors": every failed write tells the user, through one
      // catalogue.
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (meta?.suppressErrorNotification) return;
        const { isFallback: _isFallback, ...payload } = notificationForError(error, { method: meta?.method });
        notify(payload);
      },
    }),
  });
}
