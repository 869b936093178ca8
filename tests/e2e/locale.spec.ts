import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './e2eServer.constants';
import { adminToken, openAs, openMainMenu, screenshot } from './shellTestKit';

// The interface language: switched in the main menu (or the profile), kept in local storage
// under osawl-locale, Russian when nothing is stored.

test('the language switched in the main menu changes the texts and survives a reload', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-greeting')).toHaveText('Здравствуйте, Администратор!');
  expect(await page.evaluate(() => localStorage.getItem('osawl-locale'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await openMainMenu(page);
  await page.getByTestId('locale-en').click();
  await expect(page.getByTestId('home-greeting')).toHaveText('Hello, Администратор!');
  await expect(page.getByTestId('section-menu').getByRole('link', { name: 'Classes', exact: true })).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Home');
  await expect(page).toHaveTitle('Home - Ontoweave');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('osawl-locale'))).toBe('en');
  await screenshot(page, 'locale-english-home');

  await page.reload();
  await expect(page.getByTestId('home-greeting')).toHaveText('Hello, Администратор!');
  await expect(page.getByRole('button', { name: 'Main menu' })).toBeVisible();
  // another screen in English too
  await page.getByTestId('section-menu').getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page).toHaveTitle('Classes - Ontoweave');
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();

  // and back to Russian
  await openMainMenu(page);
  await page.getByTestId('locale-ru').click();
  await expect(page).toHaveTitle('Классы - Ontoweave');
  await expect(page.getByRole('columnheader', { name: 'Название', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('osawl-locale'))).toBe('ru');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Классы');
});

test('the profile page switches the language too, and the sign-in page speaks it', async ({ page }) => {
  await page.goto('/sso/login?return=%2Fuser_profile');
  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Пароль').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/user_profile$/);
  await expect(page.getByTestId('profile-page')).toBeVisible();

  await page.getByTestId('profile-language').selectOption('en');
  await expect(page.getByTestId('profile-page').getByRole('heading', { level: 1 })).toHaveText('User profile');
  expect(await page.evaluate(() => localStorage.getItem('osawl-locale'))).toBe('en');

  // signed out, the sign-in page keeps the chosen language
  await openMainMenu(page);
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/sso\/login\?return=%2F$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
