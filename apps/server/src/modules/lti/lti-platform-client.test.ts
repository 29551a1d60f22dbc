import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiKeys } from './lti-keys';
import { createPlatformClient, PlatformError, PLATFORM_ANSWER_MAX_BYTES } from './lti-platform-client';
import type { PlatformRow } from './lti.repository';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A platform (or any other host) on this machine that answers as the test says. */
async function peer(handler: () => Handler) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`.trim());
    handler()(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise((done) => server.close(done)) };
}

const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

// docs/product/integrations.md, "Calls to a platform": the server calls only the addresses the
// registration and the platform's signed launch name, and reads bounded answers.
describe('LTI platform client', () => {
  const keys = { sign: async () => 'signed-assertion' } as unknown as LtiKeys;
  const client = createPlatformClient(keys);
  let answer: Handler = (_req, res) => json(res, {});
  let platform: Awaited<ReturnType<typeof peer>>;
  let elsewhere: Awaited<ReturnType<typeof peer>>;
  const row = () => ({ client_id: 'tool', token_url: `${platform.base}/token` }) as PlatformRow;

  beforeAll(async () => {
    platform = await peer(() => answer);
    elsewhere = await peer(() => (_req, res) => json(res, { access_token: 'stolen', members: [] }));
  });
  afterAll(async () => {
    await platform.close();
    await elsewhere.close();
  });

  it('follows no redirect: a token endpoint that points elsewhere is refused', async () => {
    answer = (_req, res) => res.writeHead(307, { location: `${elsewhere.base}/token` }).end();
    const call = client.members(row(), `${platform.base}/nrps`);
    await expect(call).rejects.toThrow(PlatformError);
    await expect(call).rejects.toThrow(/answered 307/);
    expect(elsewhere.seen).toEqual([]);
  });

  it("sends the bearer token only to the roster's own origin, not to a next link elsewhere", async () => {
    answer = (req, res) => {
      if (req.url === '/token') return json(res, { access_token: 'platform-token' });
      json(res, { members: [{ user_id: 'u1' }] }, { link: `<${elsewhere.base}/nrps?page=2>; rel="next"` });
    };
    await expect(client.members(row(), `${platform.base}/nrps`)).rejects.toThrow(/next page on another host/);
    expect(elsewhere.seen).toEqual([]);
  });

  it('refuses an answer larger than the limit instead of reading it all', async () => {
    answer = (req, res) => {
      if (req.url === '/token') return json(res, { access_token: 'platform-token' });
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i <= PLATFORM_ANSWER_MAX_BYTES / chunk.length; i += 1) res.write(chunk);
      res.end('{}');
    };
    await expect(client.members(row(), `${platform.base}/nrps`)).rejects.toThrow(/larger than/);
  });

  it('reads a roster spread over pages of the same origin', async () => {
    answer = (req, res) => {
      if (req.url === '/token') return json(res, { access_token: 'platform-token' });
      if (req.url === '/nrps') {
        return json(
          res,
          { members: [{ user_id: 'u1' }] },
          { link: `<${platform.base}/nrps?p=2>; rel="next"` },
        );
      }
      json(res, { members: [{ user_id: 'u2' }] });
    };
    const members = await client.members(row(), `${platform.base}/nrps`);
    expect(members.map((m) => m.user_id)).toEqual(['u1', 'u2']);
  });
});
