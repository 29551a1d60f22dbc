import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@wilco/shared';
import { vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../lib/auth/current-user';
import { jsonResponse } from './render';

type DbUserOverrides = Partial<CurrentUser['db_user']>;

/** A signed-in learner as `GET /api/user` answers; override what the test is about. */
export function makeCurrentUser(db: DbUserOverrides = {}, sessionId = 'session-1'): CurrentUser {
  return {
    auth_user: { user_id: 7, display_name: 'Lee Learner', email: 'learner@wilco.dev' },
    db_user: {
      user_id: 7,
      tenant_id: 1,
      roles: ['Learner'],
      exam_date: null,
      date_created: '2025-01-01T00:00:00.000Z',
      welcome_saved: false,
      recording_acknowledged: false,
      subscription: { end_date: null },
      has_password: true,
      mfa: { enabled: false, required: false },
      ...db,
    },
    session_id: sessionId,
    features: [],
  };
}

export function seedCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by `METHOD /path` (path after /api); anything else is a 404,
 * so a test notices a request it did not expect.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/api/, '');
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler(init) : jsonResponse({ message: `No stub for ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const requests = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(/^\/api/, '')}` === key)
      .map(([, init]) => (init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown)));
  return { fetchMock, requests };
}
