import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { ApiError, ResponseShapeError, apiFetch } from './api-client';
import { clearTokens, setTokens } from './auth/token-store';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});
afterEach(() => {
  fetchMock.mockReset();
  clearTokens();
});

describe('apiFetch', () => {
  it('sends JSON with the bearer token and cookies to the configured base URL', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.example.org/api/' });
    setTokens({ idToken: 'abc', refreshToken: 'def' });
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/user/login', { method: 'POST', body: { email: 'a@b.c' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.org/api/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiFetch('/status');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('returns the body validated by the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ n: 3, extra: true }));
    await expect(apiFetch('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 3 });
  });

  it('rejects a body that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ n: 'three' }));
    await expect(apiFetch('/x', { schema: z.object({ n: z.number() }) })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('throws ApiError with the server message, detail, status and method', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Nope', detail: 'User not found' }, 404));
    const error = await apiFetch('/user', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Nope', detail: 'User not found', method: 'PUT' });
  });

  it('still throws ApiError when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/x')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });
});
