import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, openMainMenu, screenshot, tokenFor, openInOwnTab } from './shellTestKit';

// The help menu lists the user manuals of the screen; administrators keep them from the same menu.

test('an admin adds a manual to a screen; another user finds it in the help menu there, and only there', async ({ page, browser, request }) => {
  await openAs(page, await adminToken(request), '/class_tree');
  await page.getByTestId('help-menu-button').click();
  await expect(page.getByTestId('help-menu-empty')).toBeVisible();
  await page.getByTestId('help-menu-manage').click();

  const dialog = page.getByTestId('manuals-dialog');
  await dialog.getByTestId('manual-add').click();
  await expect(dialog.getByTestId('manual-routes')).toHaveValue('class_tree');
  await dialog.getByTestId('manual-name').fill('Как строить дерево классов');
  await dialog.getByTestId('manual-save').click();
  await expect(dialog.getByRole('alert')).toHaveText('Укажите ссылку или документ');
  await dialog.getByTestId('manual-description').fill('Наследование, перетаскивание, поиск');
  await dialog.getByTestId('manual-link').fill('https://help.example/class-tree');
  await dialog.getByTestId('manual-save').click();
  await expect(dialog.getByTestId('manual-row')).toHaveCount(1);
  await expect(dialog.getByTestId('manual-row')).toContainText('Как строить дерево классов');
  await screenshot(page, 'help-manuals-dialog');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  const user = await createUser(request);
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password), '/class_tree');
  try {
    await other.getByTestId('help-menu-button').click();
    const item = other.getByTestId('help-menu-item');
    await expect(item).toContainText('Как строить дерево классов');
    await expect(item).toContainText('Наследование, перетаскивание, поиск');
    await expect(item).toHaveAttribute('href', 'https://help.example/class-tree');
    await expect(item).toHaveAttribute('target', '_blank');
    await expect(other.getByTestId('help-menu-manage')).toHaveCount(0);
    await screenshot(other, 'help-menu-with-manual');
    await other.keyboard.press('Escape');

    await other.goto('/class_list');
    await other.getByTestId('help-menu-button').click();
    await expect(other.getByTestId('help-menu-empty')).toBeVisible();
  } finally {
    await other.context().close();
  }

  // removed by the admin, it is gone from the screen
  await page.getByTestId('help-menu-button').click();
  await page.getByTestId('help-menu-manage').click();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog.getByTestId('manual-row')).toHaveCount(0);
});

test('the main menu\'s Services shows the platform\'s services and their status', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await openMainMenu(page);
  await page.getByTestId('menu-services').click();
  const dialog = page.getByTestId('services-dialog');
  await expect(dialog.getByTestId('service-row').filter({ hasText: 'База данных' })).toContainText('работает');
  await screenshot(page, 'services-dialog');
});
