import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';
import { useNotificationStore } from './notifications';

describe('shouldRetry', () => {
  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found', undefined, 'GET'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Unauthorized', undefined, 'GET'))).toBe(false);
  });

  it('retries server and network errors twice', () => {
    const error = new ApiError(503, 'Unavailable', undefined, 'GET');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('mutation errors', () => {
  it('notify through the error catalogue unless the caller handles them', async () => {
    const client = createQueryClient();
    const failing = () => Promise.reject(new ApiError(409, 'Email already used', undefined, 'POST'));

    await client
      .getMutationCache()
      .build(client, { mutationFn: failing })
      .execute(undefined)
      .catch(() => {});
    expect(useNotificationStore.getState().queue.at(-1)).toMatchObject({
      message: 'Email already used',
      code: 409,
      isHTTP: true,
      color: 'error',
    });

    const before = useNotificationStore.getState().queue.length;
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing, meta: { suppressErrorNotification: true } })
      .execute(undefined)
      .catch(() => {});
    expect(useNotificationStore.getState().queue).toHaveLength(before);
  });
});
