import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, openMainMenu, screenshot, tokenFor } from './shellTestKit';

// The example plugin (plugins/example, served by the e2e server from PLUGINS_DIR): loaded as an ES
// module, it adds a route, a sidebar item and a main-menu item.

test("the example plugin's page opens from its sidebar item and its button pings the server", async ({ page, request }) => {
  const user = await createUser(request);
  await openAs(page, await tokenFor(request, user.login, user.password), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();

  const item = page.getByTestId('section-menu').getByRole('link', { name: 'Пример плагина' });
  await expect(item).toBeVisible();
  await expect(page.getByTestId('section-menu')).toContainText('Расширения');
  await item.click();
  await expect(page).toHaveURL(/\/example-plugin$/);
  await expect(page).toHaveTitle('Пример плагина - Ontoweave');
  await expect(page.getByTestId('page-title')).toHaveText('Пример плагина');
  // the plugin's route lives in the main layout
  await expect(page.getByTestId('layout-main')).toBeVisible();

  const plugin = page.getByTestId('plugin-route').getByTestId('example-plugin');
  await expect(plugin.getByRole('heading', { name: 'Пример плагина' })).toBeVisible();
  await expect(plugin).toContainText(/Вы вошли как: Тестовый пользователь \d+/);
  await plugin.getByRole('button', { name: 'Проверить состояние сервера' }).click();
  await expect(plugin.getByTestId('example-plugin-status')).toHaveText('Состояние сервера: GREEN');
  await screenshot(page, 'plugin-example');

  // leaving the route cleans the plugin's page up; opened directly, it is drawn again
  await page.getByTestId('drawer-logo').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('example-plugin')).toHaveCount(0);
  await page.goto('/example-plugin');
  await expect(page.getByTestId('example-plugin')).toBeVisible();
});

test('the example plugin adds an item to the main menu, in the chosen language', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/dashboard');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await openMainMenu(page);
  await page.getByRole('menuitem', { name: 'Пример плагина' }).click();
  await expect(page).toHaveURL(/\/example-plugin$/);
  await expect(page.getByTestId('example-plugin')).toContainText('Вы вошли как: Администратор');

  // the plugin reads the locale when it is activated: after switching and a reload it speaks English
  await openMainMenu(page);
  await page.getByTestId('locale-en').click();
  await page.reload();
  await expect(page.getByTestId('example-plugin').getByRole('heading', { name: 'Example plugin' })).toBeVisible();
  await expect(page).toHaveTitle('Example plugin - Ontoweave');
});
