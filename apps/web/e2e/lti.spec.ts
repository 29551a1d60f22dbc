import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type FrameLocator } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../playwright.config';
import { acknowledgeConsent, closeWelcomeVideo } from './support/session';
import { startSimulation, typeEveryTurn } from './support/simulation';

/**
 * LTI 1.3 in a frame (docs/product/integrations.md, "LTI 1.3"): a test platform process serves a
 * course page with Wilco in an iframe and drives the real login → launch → /widget flow.
 */
test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('../../../', import.meta.url));
type Platform = { base: string; registration: Record<string, unknown> };
let child: ChildProcess | undefined;
let platform: Platform;

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/user/login', {
    data: { email: 'admin@wilco.dev', password: E2E_DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).idToken as string}` };
}

test.beforeAll(async ({ request, baseURL }) => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/lti-platform-main.ts', `--tool=${baseURL}`],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const line = await new Promise<string>((resolve) => lines.once('line', resolve));
  platform = JSON.parse(line) as Platform;
  // System Admin's registration (the same call the LTI tab makes).
  const res = await request.post('/api/admin/lti/platforms', {
    headers: await adminHeaders(request),
    data: platform.registration,
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(() => {
  child?.kill('SIGTERM');
});

function frameAncestors(csp: string | undefined): string[] {
  const directive = csp?.split(';').find((part) => part.trim().startsWith('frame-ancestors '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

async function onboard(frame: FrameLocator) {
  await acknowledgeConsent(frame);
  await closeWelcomeVideo(frame);
}

const course = (baseURL: string, params: Record<string, string>) =>
  `${platform.base}/course?${new URLSearchParams({ tool: baseURL, ...params }).toString()}`;

test('a learner launched into a quiz lands on its take-quiz choices inside the frame, signed in without a second sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const sections = await (
    await request.get('/api/pages/quizzes', { headers: await adminHeaders(request) })
  ).json();
  const quiz = sections.sections[0].quizzes[0] as { quiz_id: number; name: string };
  await page.goto(
    course(baseURL!, { role: 'learner', sub: 'e2e-quiz-learner', wilco_quiz: String(quiz.quiz_id) }),
  );
  const frame = page.frameLocator('iframe[title="Wilco"]');
  await onboard(frame);
  const take = frame.getByRole('dialog', { name: `Take Quiz: ${quiz.name}` });
  await expect(take).toBeVisible();
  await expect(take.getByRole('button', { name: 'Start' })).toBeVisible();
  // The frame's page has no sidebar: only the compact header.
  await expect(frame.getByRole('navigation')).toHaveCount(0);
  await expect(frame.getByText('Browser learner')).toBeVisible();
});

test('a learner launched into a scenario plays it in the frame and the score reaches the gradebook once', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The scenario's pilot lines, as the app's own API gives them to an author (the admin is one).
  const headers = await adminHeaders(request);
  const drafts = (await (await request.get('/script/draft', { headers })).json()) as {
    script_id: number;
    name: string;
  }[];
  // The seeded scenario behind the `pattern-work` deep link (docs/product/scenario-content.md).
  const found = drafts.find((d) => d.name === 'Traffic pattern at a towered airport')!;
  const script = (await (await request.get(`/script/script/${found.script_id}`, { headers })).json()) as {
    script_turns: { order: number; input: string }[];
  };
  const inputs = [...script.script_turns].sort((a, b) => a.order - b.order).map((t) => t.input);

  await page.goto(
    course(baseURL!, {
      role: 'learner',
      sub: 'e2e-sim-learner',
      link: 'e2e-scenario',
      wilco_scenario: 'pattern-work',
    }),
  );
  const frame = page.frameLocator('iframe[title="Wilco"]');
  await onboard(frame);
  await expect(frame.getByText('A scenario was shared with you')).toBeVisible();
  // The same launch in a window of its own, still signed in (docs/product/integrations.md, "In a frame").
  const popup = page.waitForEvent('popup');
  await frame.getByRole('button', { name: 'Open in a new window' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(/\/widget$/);
  await expect(opened.getByText('Browser learner')).toBeVisible();
  await expect(opened.getByText('A scenario was shared with you')).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Open in a new window' })).toHaveCount(0);
  await opened.close();

  await startSimulation(frame, () => frame.getByRole('button', { name: 'Start Chat Simulation' }).click());
  await typeEveryTurn(frame.getByRole('region', { name: found.name }), inputs);
  await expect(frame.getByRole('heading', { name: 'Deep Link Simulation Complete' })).toBeVisible({
    timeout: 20_000,
  });

  const received = async () =>
    (
      (await (await request.get(`${platform.base}/received`)).json()) as {
        scores: { lineitem: string; body: { userId: string; scoreGiven: number } }[];
      }
    ).scores.filter((s) => s.body.userId === 'e2e-sim-learner');
  await expect.poll(async () => (await received()).length, { timeout: 15_000 }).toBe(1);
  const [score] = await received();
  expect(score!.lineitem).toBe(`${platform.base}/lineitems/e2e-scenario`);
  expect(score!.body.scoreGiven).toBe(1);
});

test('an instructor adds a Wilco quiz to the course by deep linking', async ({ page, baseURL }) => {
  await page.goto(course(baseURL!, { role: 'instructor', sub: 'e2e-instructor', deep_link: '1' }));
  const frame = page.frameLocator('iframe[title="Wilco"]');
  await onboard(frame);
  await expect(frame.getByRole('heading', { name: 'Add Wilco activities to your course' })).toBeVisible();
  const first = frame.getByRole('group', { name: 'Quizzes' }).getByRole('checkbox').first();
  const label = await frame.getByRole('group', { name: 'Quizzes' }).locator('label').first().innerText();
  await first.check();
  await frame.getByRole('button', { name: 'Add 1 to course' }).click();
  // The signed answer went back to the platform, which shows what it added.
  await expect(frame.getByRole('heading', { name: 'Added to the course' })).toBeVisible();
  await expect(frame.getByRole('listitem')).toHaveText([label.trim()]);
});

test('other Wilco pages refuse to be framed, /widget allows only the registered platform', async ({
  request,
}) => {
  // A retry registers a second test platform, so the list holds every registered origin.
  const widget = await request.get('/widget');
  const ancestors = frameAncestors(widget.headers()['content-security-policy']);
  expect(ancestors[0]).toBe("'self'");
  expect(ancestors).toContain(platform.base);
  expect(ancestors.every((source) => source === "'self'" || source.startsWith('http://127.0.0.1:'))).toBe(
    true,
  );
  const home = await request.get('/Home');
  expect(frameAncestors(home.headers()['content-security-policy'])).toEqual(["'self'"]);
});
