import { expect, test, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor, openInOwnTab } from './shellTestKit';

// The navigation guard in the browser (platform spec §6): admin routes, the installation's blocked
// list (the e2e server blocks /help-desk and /help-desk/:id), a user's own route lists, edu users kept to the
// edu routes, and the sign-in redirect with the return path.

async function expectAccessDenied(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByTestId('access-denied-page')).toContainText('Доступ запрещён');
  await expect(page).toHaveTitle('Доступ запрещён - Ontoweave');
}

test('an admin route sends a non-admin to access-denied, unless the user is given it in enabledRoutes', async ({ page, browser, request }) => {
  const plain = await createUser(request);
  await openAs(page, await tokenFor(request, plain.login, plain.password), '/settings/users');
  await expectAccessDenied(page);
  // the administration items are not offered either
  await expect(page.getByTestId('section-menu')).not.toContainText('Пользователи');
  await screenshot(page, 'guard-access-denied');
  await page.getByTestId('access-denied-page').getByRole('link', { name: 'На главную' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();

  const trusted = await createUser(request, { enabledRoutes: ['/settings/users'] });
  const other = await openInOwnTab(browser, await tokenFor(request, trusted.login, trusted.password), '/settings/users');
  try {
    await expect(other).toHaveURL(/\/settings\/users$/);
    await expect(other.getByTestId('page-title')).toHaveText('Пользователи');
    await expect(other.getByTestId('section-menu').getByRole('link', { name: 'Пользователи', exact: true })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Пользователи', level: 1 }).last()).toBeVisible();
    await expect(other.getByTestId('access-denied-page')).toHaveCount(0);
    // the guard opens the screen; the users API still answers admins only, so the list shows its refusal
    await screenshot(other, 'guard-enabled-route');
    // the other admin routes stay closed to this user
    await other.goto('/settings/commands');
    await expectAccessDenied(other);
  } finally {
    await other.context().close();
  }
});

test('a blocked route is denied to everybody, the admin too', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/help-desk');
  await expectAccessDenied(page);
  await page.goto('/help-desk/some-ticket');
  await expectAccessDenied(page);
  // blocked screens are not in the menu
  await expect(page.getByTestId('section-menu')).not.toContainText('Служба поддержки');
});

test("a user's disabledRoutes close those screens to them", async ({ page, request }) => {
  const user = await createUser(request, { disabledRoutes: ['/dashboard'] });
  await openAs(page, await tokenFor(request, user.login, user.password), '/dashboard');
  await expectAccessDenied(page);
  // the home page no longer offers the dashboard; the profile still opens
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-page').getByRole('link', { name: 'Профиль' })).toBeVisible();
  await expect(page.getByTestId('home-page').getByRole('link', { name: 'Панель управления' })).toHaveCount(0);
});

test('an edu user is kept to the edu routes', async ({ page, request }) => {
  const student = await createUser(request, { app: 'edu' });
  await openAs(page, await tokenFor(request, student.login, student.password), '/class_list');
  await expectAccessDenied(page);

  await page.goto('/edu/courses');
  await expect(page).toHaveURL(/\/edu\/courses$/);
  await expect(page.getByTestId('pending-page')).toContainText('Курсы');
  // the menu shows the edu sections only
  const menu = page.getByTestId('section-menu');
  await expect(menu.getByRole('link', { name: 'Курсы', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Классы', exact: true })).toHaveCount(0);
  await screenshot(page, 'guard-edu-user');

  // screens of both modes open
  await page.goto('/user_profile');
  await expect(page.getByTestId('profile-page')).toBeVisible();
});

test('hiddenComponents hide the named parts of the shell', async ({ page, request }) => {
  const user = await createUser(request, { hiddenComponents: ['chat', 'help'] });
  await openAs(page, await tokenFor(request, user.login, user.password), '/');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText(/Тестовый пользователь/);
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  await expect(page.getByTestId('help-menu')).toHaveCount(0);
});

test('a visitor who is not signed in is sent to sign in, with the return path', async ({ page }) => {
  await page.goto('/class_list?tab=own');
  await expect(page).toHaveURL(/\/sso\/login\?return=%2Fclass_list%3Ftab%3Down$/);
  await expect(page.getByRole('heading', { name: 'Вход в Ontoweave' })).toBeVisible();
  // an admin route asks for sign-in too, not access-denied
  await page.goto('/settings/users');
  await expect(page).toHaveURL(/\/sso\/login\?return=%2Fsettings%2Fusers$/);
});
