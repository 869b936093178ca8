import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, snackbarMessage, tokenFor, loggedErrors } from './shellTestKit';

// The error catalogue of platform spec §8 as a user meets it: a page whose code does not arrive,
// an unexpected script error, and a session that ends while a page is open.

test('a page whose code does not arrive fails alone, says so with Refresh, and is reported', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await page.route(/\/assets\/UsersPage-[^/]+\.js$/, (route) => route.abort());
  await page.getByTestId('section-menu').getByRole('link', { name: 'Пользователи', exact: true }).click();

  await expect(page.getByTestId('page-failed')).toContainText('Не удалось загрузить код этой страницы');
  await expect(snackbarMessage(page, 'chunk-load-error')).toContainText('Ошибка загрузки скрипта или стиля');
  await expect(snackbarMessage(page, 'chunk-load-error').getByRole('button', { name: 'Обновить' })).toBeVisible();
  // the shell around the page still works
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await screenshot(page, 'chunk-load-failure');
  await expect.poll(() => loggedErrors(request)).toContain('Chunk load failure');

  await page.getByTestId('section-menu').getByRole('link', { name: 'Роли', exact: true }).click();
  await expect(page.getByTestId('page-failed')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Роли' }).first()).toBeVisible();
});

test('an unexpected script error asks to refresh, persistently, and is logged with its debug info', async ({ page, request }) => {
  const user = await createUser(request);
  await openAs(page, await tokenFor(request, user.login, user.password), '/dashboard');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e: something broke'); }));

  const message = snackbarMessage(page, 'unexpected-error');
  await expect(message).toContainText('Возникла непредвиденная ошибка, рекомендуется обновить страницу для продолжения работы с приложением');
  await expect(message.getByRole('button', { name: 'Обновить' })).toBeVisible();
  await page.waitForTimeout(4500);
  await expect(message).toBeVisible();
  await expect.poll(() => loggedErrors(request)).toContain('e2e: something broke');
  const logged = await loggedErrors(request);
  expect(logged).toContain(user.id);
  expect(logged).toContain('/dashboard');
});

test('a session that ends while a page is open sends the next call to sign in, with the full path', async ({ page, request }) => {
  const user = await createUser(request);
  const token = await tokenFor(request, user.login, user.password);
  // the shell stamps the visit in the recent links a second after the page opens; let that land
  // first, or its 401 (rightly) sends the tab to sign in before the click below
  const stamped = page.waitForResponse((r) => r.url().endsWith('/api/app/recent-links') && r.request().method() === 'POST');
  await openAs(page, token, '/dashboard');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  expect((await stamped).ok()).toBe(true);
  await request.post('/api/auth/logout', { headers: { authorization: token }, data: {} });

  // the roles page asks the server for the roles: the 401 sends the tab to sign in, to come back here
  await page.getByTestId('section-menu').getByRole('link', { name: 'Роли', exact: true }).click();
  await expect(page).toHaveURL(/\/sso\/login\?return=%2Fsettings%2Froles$/);
  await expect(page.getByTestId('need-sign-in')).toHaveText('Необходимо войти в систему');
  expect(await page.evaluate(() => localStorage.getItem('osa-token'))).toBeNull();
});

test('a browser that is not Chromium-based is told so, with the browsers to use', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(/^Ваш браузер не поддерживается/)).toBeVisible();
  for (const name of ['Google Chrome', 'Яндекс Браузер', 'Microsoft Edge']) await expect(page.getByText(name).first()).toBeVisible();
  await screenshot(page, 'unsupported-browser');
  await context.close();
});
