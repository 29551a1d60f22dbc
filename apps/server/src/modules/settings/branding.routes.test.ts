import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

const LOGO = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
const CSS = '.MuiAppBar-root { background: #0b3d91; }';

describe.shuffle.each(databaseKinds())(
  'tenant branding (docs/product/administration.md, "Branding") on %s',
  (kind) => {
    const t = useTestApp(kind);
    let admin = '';

    beforeAll(async () => {
      await createTenantWithUsers(t.app, 'brand-a', ['Admin', 'Learner']);
      await createTenantWithUsers(t.app, 'brand-b', ['Learner']);
      admin = (await login(t.app, 'admin@brand-a.test')).idToken;
    });

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload });

    it("is set by the tenant's admin and sent to its users with the route list, not to another tenant's", async () => {
      const res = await put({ css: CSS, logo: LOGO });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ css: CSS, logo: LOGO });
      const learner = (await login(t.app, 'learner@brand-a.test')).idToken;
      const routes = await t.app.inject({ url: '/api/user/routes', headers: bearer(learner) });
      expect(routes.json()).toMatchObject({ css: CSS, logo: LOGO });
      const other = (await login(t.app, 'learner@brand-b.test')).idToken;
      const theirs = await t.app.inject({ url: '/api/user/routes', headers: bearer(other) });
      expect(theirs.json()).toMatchObject({ css: null, logo: null });
    });

    it('is cleared with null', async () => {
      expect((await put({ css: null, logo: null })).json()).toMatchObject({ css: null, logo: null });
    });

    it('refuses a logo from another host, a script URL and style sheets that load or break out', async () => {
      for (const logo of [
        'https://evil.test/logo.png',
        '//evil.test/x.png',
        'javascript:alert(1)',
        'data:text/html;base64,PGI+',
      ]) {
        const res = await put({ logo });
        expect(res.statusCode, logo).toBe(400);
        expect(res.json().message).toMatch(/logo must be/);
      }
      for (const css of ['@import url(https://evil.test/x.css);', '</style><script>alert(1)</script>']) {
        const res = await put({ css });
        expect(res.statusCode, css).toBe(400);
        expect(res.json().message).toMatch(/cannot contain/);
      }
      expect((await put({ logo: '/media/logo.svg' })).statusCode).toBe(200);
    });
  },
);
