import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor } from './shellTestKit';

// The user's own screens: the dashboard with the platform's state, and the profile page with the
// password change.

test("the dashboard shows the backend's status as the shell's poll sees it", async ({ page, request }) => {
  const user = await createUser(request);
  await openAs(page, await tokenFor(request, user.login, user.password), '/');
  await page.getByTestId('home-page').getByRole('link', { name: 'Панель управления' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Панель управления - Ontoweave');
  const widget = page.getByTestId('backend-status-widget');
  await expect(widget).toContainText('Состояние платформы');
  // services and their states in the interface language, never the server's code names
  await expect(widget.getByTestId('service-status')).toContainText('В целом:работает');
  await expect(widget.getByTestId('service-row').filter({ hasText: 'База данных' })).toContainText('работает');
  await expect(widget.getByTestId('service-row').filter({ hasText: 'База данных' })).toContainText(/ответ за \d+ мс/);
  await expect(widget).not.toContainText('database');
  await expect(page.getByTestId('count-classes')).toHaveText(/^[1-9]\d*$/);
  await screenshot(page, 'profile-dashboard');
});

test('a user changes their password in the profile; the form catches a mismatch first', async ({ page, request }) => {
  const user = await createUser(request);
  await openAs(page, await tokenFor(request, user.login, user.password), '/user_profile');
  const profile = page.getByTestId('profile-page');
  await expect(profile.getByTestId('profile-login')).toHaveText(user.login);
  await expect(profile.getByTestId('profile-admin')).toHaveText('нет');
  await expect(page).toHaveTitle('Профиль пользователя - Ontoweave');

  await profile.getByTestId('change-password').click();
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Новый пароль', { exact: true }).fill('short');
  await dialog.getByLabel('Повторите новый пароль').fill('short');
  await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Пароль должен содержать не менее 8 символов');

  await dialog.getByLabel('Новый пароль', { exact: true }).fill('brand-new-password');
  await dialog.getByLabel('Повторите новый пароль').fill('brand-new-passw0rd');
  await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Пароли не совпадают');
  await screenshot(page, 'profile-password-mismatch');
  // nothing was sent: the old password still works
  expect(await tokenFor(request, user.login, user.password)).toBeTruthy();

  await dialog.getByLabel('Повторите новый пароль').fill('brand-new-password');
  await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('snackbar')).toContainText('Пароль изменён. Другие сеансы завершены.');

  // the new password signs in; the old one no longer does
  expect(await tokenFor(request, user.login, 'brand-new-password')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const old = await request.post('/api/auth/login', { data: { login: user.login, password: user.password } });
  expect(old.status()).toBe(401);
  // this tab's session goes on
  await page.reload();
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText(/Тестовый пользователь/);
});

test("an administrator's profile shows the installation's licence as the server hands it over", async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/user_profile');
  await expect(page.getByTestId('profile-licensed-users')).toHaveText('100');
  await expect(page.getByTestId('profile-licensee')).not.toBeEmpty();
  // a plain user sees their own licence date only
  const user = await createUser(request);
  await openAs(page, await tokenFor(request, user.login, user.password), '/user_profile');
  await expect(page.getByTestId('profile-licence')).toBeVisible();
  await expect(page.getByTestId('profile-licensed-users')).toHaveCount(0);
});
