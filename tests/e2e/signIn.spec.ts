import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './e2eServer.constants';
import { openMainMenu, screenshot } from './shellTestKit';

// The built-in sign-in page. (Switching the language after signing in here: locale.spec.ts.)

test('a user signs in through the built-in sign-in page and lands back on the return path with a session', async ({ page }) => {
  await page.goto('/class_list?tab=own');
  await expect(page).toHaveURL(/\/sso\/login\?return=%2Fclass_list%3Ftab%3Down$/);
  await expect(page.getByRole('heading', { name: 'Вход в Ontoweave' })).toBeVisible();
  await screenshot(page, 'sign-in-page');

  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toContainText('Неверный логин или пароль');

  await page.getByLabel('Пароль').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();

  // back on the return path, with the token taken out of the address bar, inside the shell
  await expect(page).toHaveURL(/\/class_list\?tab=own$/);
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Администратор');
  await expect(page.getByTestId('page-title')).toHaveText('Классы');
  await expect(page.getByTestId('class-table')).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('osa-token'), session: localStorage.getItem('osa-sessionid') }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.session).toMatch(/^[0-9a-f-]{36}$/);
  await screenshot(page, 'sign-in-landed', true);

  // the session works: the dashboard reads the demo ontology's classes through the data API
  await page.goto('/dashboard');
  await expect(page.getByTestId('count-classes')).toHaveText(/^[1-9]\d*$/);

  // a reload keeps the session
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Администратор');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();

  // logging out ends the session on the server and brings the sign-in page back
  await openMainMenu(page);
  await expect(page.getByRole('menu')).toContainText('Вы вошли как Администратор');
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/sso\/login\?return=%2F$/);
  expect(await page.evaluate(() => localStorage.getItem('osa-token'))).toBeNull();
  const revoked = await page.request.get('/api/auth/check-auth', { headers: { authorization: stored.token ?? '' } });
  expect(revoked.status()).toBe(401);
});
