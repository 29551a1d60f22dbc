import { describe, expect, it } from 'vitest';
import { PublicStatusSchema, RuntimeConfigSchema } from '@wilco/shared';
import { incidents, settings, tenants } from '../../db/schema';
import { createSystemRepository } from './system.repository';
import { createSystemService } from './system.service';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';

describe.shuffle.each(databaseKinds())('system routes on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET /healthz reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('GET /config.json serves each service base URL, defaulting to same-origin paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const config = RuntimeConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      questionServiceUrl: '/qs',
      playlistServiceUrl: '/playlist',
      scriptServiceUrl: '/script',
      mediaBaseUrl: '/media',
      tenantId: 1,
    });
  });

  it('GET /api/status is public and reflects the admin toggle and announcement', async () => {
    const before = PublicStatusSchema.parse((await t.app.inject({ url: '/api/status' })).json());
    expect(before).toEqual({
      maintenance: false,
      maintenance_notice: t.config.maintenance.notice,
      announcement: null,
    });

    const [tenant] = await t.app.db
      .insert(tenants)
      .values({ tenant_short_code: 'status-test', display_name: 'Status' })
      .returning();
    // Tenant 1 is the default tenant the public status reads.
    expect(tenant?.tenant_id).toBe(1);
    await t.app.db.insert(settings).values({
      tenant_id: 1,
      maintenance_mode: true,
      maintenance_notice: 'Back at 14:00Z',
      announcement: 'Checkride season: new readback quiz',
    });
    const after = (await t.app.inject({ url: '/api/status' })).json();
    expect(after).toEqual({
      maintenance: true,
      maintenance_notice: 'Back at 14:00Z',
      announcement: 'Checkride season: new readback quiz',
    });
  });

  it('POST /api/client-errors stores the incident and answers with its id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: {
        message: 'Cannot read properties of undefined',
        url: 'http://localhost/Home',
        kind: 'render',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ logged: true; incident_id: string }>();
    const rows = await t.app.db.select().from(incidents);
    expect(rows.map((r) => r.incident_id)).toContain(body.incident_id);
    expect(rows.find((r) => r.incident_id === body.incident_id)?.message).toBe(
      'Cannot read properties of undefined',
    );
  });

  it('rejects a client-error report with a wrong type as 400 with a message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 42, url: 'http://localhost/' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body\.message/);
  });

  it('refuses text carrying the NUL character (which the database cannot store) as 400 naming the field', async () => {
    const before = (await t.app.db.select().from(incidents)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'Crash', url: 'http://localhost/\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid request: body.url: Text must not contain the NUL character (\\u0000)',
    );
    expect(await t.app.db.select().from(incidents)).toHaveLength(before);
  });

  it('refuses a client-error report larger than any valid one as 413, storing nothing', async () => {
    const before = (await t.app.db.select().from(incidents)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'Crash', url: 'http://localhost/', stack: 'x'.repeat(40_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await t.app.db.select().from(incidents)).toHaveLength(before);
  });

  it('keeps only the newest incidents, however many are reported', async () => {
    const service = createSystemService(
      createSystemRepository(t.app.db, t.app.settingsRepo),
      t.config.maintenance,
      3,
    );
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5])
      ids.push(
        await service.recordIncident(
          { message: `crash ${n}`, url: 'http://localhost/', kind: 'render' },
          { tenantId: null, userId: null, ip: '127.0.0.1' },
        ),
      );
    const rows = await t.app.db.select().from(incidents);
    expect(rows.map((r) => r.incident_id).sort()).toEqual(ids.slice(2).sort());
  });
});
