import { expect, test, type Page } from '@playwright/test';
import { loggedErrors, openMainMenu, screenshot } from './shellTestKit';
import { OIDC_E2E_ADMIN_PASSWORD, OIDC_E2E_BASE_URL, OIDC_E2E_ISSUER } from './oidcE2eServer.constants';

// The app in OpenID mode (tests/e2e/oidcE2eServer.ts) with a real provider and its development
// sign-in pages: any password is accepted for the subjects in tests/fixtures/oidcProvider.ts.

test.use({ baseURL: OIDC_E2E_BASE_URL });

test.beforeEach(async ({ page }) => {
  // the provider's development pages import a web font; the tests run without the internet
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

async function signInAtProvider(page: Page, subject: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${OIDC_E2E_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a user signs in through the OpenID provider, lands back on the return path, and signs out at the provider', async ({ page }) => {
  await page.goto('/class_list?tab=own');
  await signInAtProvider(page, 'alice-sub');

  // back on the return path, with the ssoToken taken out of the address bar
  await expect(page).toHaveURL(`${OIDC_E2E_BASE_URL}/class_list?tab=own`);
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Алиса Смирнова');
  await expect(page.getByTestId('page-title')).toHaveText('Классы');
  await expect(page.getByTestId('class-table')).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('osa-token'), scheme: localStorage.getItem('osa-auth-scheme') }));
  expect(stored.scheme).toBe('bearer');
  const me = await page.request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${stored.token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ login: 'alice', isAuthenticated: true });
  await screenshot(page, 'oidc-landed', true);
  // the bearer session works in the shell: the dashboard reads the demo ontology through the data API
  await page.goto('/');
  await page.getByTestId('home-page').getByRole('link', { name: 'Панель управления' }).click();
  await expect(page.getByTestId('count-classes')).toHaveText(/^[1-9]\d*$/);

  // signing out goes through the provider's sign-out and comes back to our sign-in page
  await openMainMenu(page);
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(new RegExp(`^${OIDC_E2E_ISSUER}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${OIDC_E2E_BASE_URL}/sso/login?return=%2F`);
  await expect(page.getByRole('button', { name: 'Войти через OpenID' })).toBeVisible();
  await expect(page.getByLabel('Пароль')).toHaveCount(0);
  await screenshot(page, 'oidc-signed-out');
  expect(await page.evaluate(() => localStorage.getItem('osa-token'))).toBeNull();
  expect((await page.request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${stored.token}` } })).status()).toBe(401);

  // the provider's session ended too: signing in again asks for the password
  await page.getByRole('button', { name: 'Войти через OpenID' }).click();
  await signInAtProvider(page, 'alice-sub');
  await expect(page.getByTestId('signed-in-user')).toHaveText('Алиса Смирнова');
});

test('the sign-in page explains why the OpenID sign-in failed', async ({ page }) => {
  await page.goto('/sso/login?return=%2Fdocs&error=license_limit');
  await expect(page.getByRole('alert')).toHaveText('Превышено количество лицензированных пользователей. Обратитесь в службу поддержки.');
  await expect(page.getByRole('button', { name: 'Войти через OpenID' })).toBeVisible();

  // a stale callback (the state was used already) lands here too, not on a JSON page
  await page.goto('/api/auth/oidc/callback?code=x&state=used-already');
  await expect(page).toHaveURL(`${OIDC_E2E_BASE_URL}/sso/login?return=%2F&error=oidc_state_expired`);
  await expect(page.getByRole('alert')).toContainText('Сеанс входа через OpenID Connect устарел');
});

test('a failed ssoToken exchange is shown, logged and still leads to sign-in', async ({ page }) => {
  await page.goto('/docs?ssoToken=not-a-real-token');
  // logged, for the administrators to see
  const admin = await page.request.post('/api/auth/login', { data: { login: 'admin', password: OIDC_E2E_ADMIN_PASSWORD } });
  const { jwtToken } = (await admin.json()) as { jwtToken: string };
  await expect
    .poll(() => loggedErrors(page.request, jwtToken))
    .toContain('SSO token login failure');

  await expect(page).toHaveURL(`${OIDC_E2E_BASE_URL}/sso/login?return=%2Fdocs&error=sso_token_failed`);
  await expect(page.getByRole('alert')).toHaveText('Не удалось авторизоваться по SSO-токену');
  await expect(page.getByRole('button', { name: 'Войти через OpenID' })).toBeVisible();
});
