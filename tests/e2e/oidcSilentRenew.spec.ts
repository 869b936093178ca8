import { expect, test } from '@playwright/test';
import { OIDC_E2E_BASE_URL, OIDC_E2E_ISSUER } from './oidcE2eServer.constants';

// Sessions of the OpenID e2e server last 45 s; 20 s before the end the app renews the session in a
// hidden frame at the provider (prompt=none), and the user goes on working without noticing.

test.use({ baseURL: OIDC_E2E_BASE_URL });

test('an OpenID session is renewed silently before it ends, and the user goes on working', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`^${OIDC_E2E_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill('bob-sub');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();

  const first = await page.evaluate(() => localStorage.getItem('osa-token'));
  const before = await (await page.request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${first}` } })).json();
  // about 25 s after signing in, a new token replaces the old one, of the same user
  await expect.poll(() => page.evaluate(() => localStorage.getItem('osa-token')), { timeout: 45_000, intervals: [1000] }).not.toBe(first);
  const renewed = await page.evaluate(() => localStorage.getItem('osa-token'));
  const after = await (await page.request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${renewed}` } })).json();
  expect(after).toMatchObject({ id: before.id, login: before.login, isAuthenticated: true });
  expect(Date.parse(after.sessionExpiresAt)).toBeGreaterThan(Date.parse(before.sessionExpiresAt));

  // no frame is left behind, nobody was asked anything, and the page still works past the old end
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByTestId('snackbar').locator('[data-key="session-expiring"]')).toHaveCount(0);
  await page.waitForTimeout(Math.max(0, Date.parse(before.sessionExpiresAt) - Date.now() + 1000));
  await page.getByTestId('drawer-logo').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page).toHaveURL(`${OIDC_E2E_BASE_URL}/`);
});
