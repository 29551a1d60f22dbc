import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../playwright.config';
import { openHome, sharedSession } from './support/session';

/**
 * docs/product/administration.md, "Live": an admin on a phone-sized screen watches a learner's
 * quiz attempt appear, move on and end, and reads its transcript as it grows.
 */
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Ari Author plays the learner: authors take quizzes like anyone, and no other spec plays one as
 * them, so their row here is this test's.
 */
async function signInPlayer(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    data: { email: 'author@wilco.dev', password: E2E_DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as {
    auth_user: { user_id: number };
  };
  return { name: 'Ari Author', headers, userId: me.auth_user.user_id };
}

test.use({ storageState: sharedSession('admin') });

test('an admin watches a learner practise on the Live tab', async ({ page, request }) => {
  // Two sign-ins, a lazily loaded admin screen and a quiz played to its end: 25–30 s on a busy machine.
  test.setTimeout(60_000);
  await openHome(page);
  const learner = await signInPlayer(request);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'System Admin' }).click();
  // The admin screens' code loads on first use: a busy machine can take a while.
  await page.getByRole('tab', { name: 'Live' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\?tab=live$/);
  await expect(page.getByLabel('Loading live sessions')).toBeHidden();

  const started = await request.post('/api/attempt/quiz_attempt', {
    headers: learner.headers,
    data: { quiz_id: 1, question_ids: null, attempt_type: 'chat' },
  });
  expect(started.status()).toBe(200);
  const attempt = (await started.json()) as {
    quiz_attempt_id: number;
    question_attempts: { question_id: number; question_attempt_id: number }[];
  };
  const row = page.getByRole('row').filter({ hasText: learner.name });
  await expect(row).toContainText('Question 1 of');

  const first = attempt.question_attempts[0]!;
  const asked = await request.post('/qs/initial_state?time=1', {
    headers: learner.headers,
    data: {
      tenant_id: 1,
      user_id: learner.userId,
      question_id: first.question_id,
      generate_audio: false,
      attempt_id: first.question_attempt_id,
    },
  });
  expect(asked.status()).toBe(200);

  await row.getByRole('button', { name: `Watch ${learner.name}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(learner.name) });
  await expect(dialog.getByText('Examiner:').first()).toBeVisible();
  await request.post('/qs/follow_up?time=2', {
    headers: learner.headers,
    data: {
      tenant_id: 1,
      user_id: learner.userId,
      question_id: first.question_id,
      response: 'Say again please',
      state: await asked.json(),
    },
  });
  await expect(dialog.getByText('Say again please')).toBeVisible();
  // Read-only, and it fits the phone's width.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(360);

  const done = await request.post(`/api/attempt/quiz_attempt/${attempt.quiz_attempt_id}/complete`, {
    headers: learner.headers,
  });
  expect(done.status()).toBe(200);
  await expect(dialog.getByText('This session has ended.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toHaveCount(0);
});
