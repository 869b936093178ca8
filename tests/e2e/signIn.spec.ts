import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './e2eServer.constants';

test('a user signs in through the built-in sign-in page and lands back on the return path with a session', async ({ page }) => {
  await page.goto('/class_list?tab=own');
  await expect(page).toHaveURL(/\/sso\/login\?return=%2Fclass_list%3Ftab%3Down$/);
  await expect(page.getByRole('heading', { name: 'Вход в Ontoweave' })).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-page.png' });

  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toContainText('Неверный логин или пароль');

  await page.getByLabel('Пароль').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();

  // back on the return path, with the token taken out of the address bar
  await expect(page).toHaveURL(/\/class_list\?tab=own$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText('Вы вошли как Администратор');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('osa-token'), session: localStorage.getItem('osa-sessionid') }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.session).toMatch(/^[0-9a-f-]{36}$/);

  // the session works: the demo ontology's classes are read through the data API
  await expect(page.getByRole('heading', { name: 'Классы онтологии' })).toBeVisible();
  await expect(page.locator('.class-list li').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-landed.png', fullPage: true });

  // a reload keeps the session
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();

  // logging out ends the session on the server and brings the sign-in page back
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/sso\/login\?return=%2F$/);
  expect(await page.evaluate(() => localStorage.getItem('osa-token'))).toBeNull();
  const revoked = await page.request.get('/api/auth/check-auth', { headers: { authorization: stored.token ?? '' } });
  expect(revoked.status()).toBe(401);
});

test('the interface language can be switched to English and is remembered', async ({ page }) => {
  await page.goto('/sso/login?return=%2F');
  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  await page.getByLabel('language').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Ontology classes' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('osawl-locale'))).toBe('en');
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Signed in as Администратор');
});
