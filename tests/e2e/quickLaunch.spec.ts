import { expect, test } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// Quick launch (platform spec §1): Ctrl+O finds screens and objects by name; Enter opens the best
// match; Shift+Ctrl+O opens it in a new tab.

test('Ctrl+O finds a class of the demo ontology and a screen, and Enter opens them', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();

  await page.keyboard.press('Control+o');
  const dialog = page.getByTestId('quick-launch');
  await expect(dialog).toBeVisible();
  const input = page.getByTestId('quick-launch-input');
  await expect(input).toBeFocused();
  await input.fill('Сотрудник');
  const employee = page.getByTestId('quick-launch-result').filter({ hasText: 'Сотрудник' }).filter({ hasText: 'Класс' });
  await expect(employee.first()).toBeVisible();
  // the exact match comes first
  await expect(page.getByTestId('quick-launch-result').first()).toContainText('Сотрудник');
  await screenshot(page, 'quick-launch-class');
  await input.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/class_list\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toHaveText('Классы');

  // a screen by the start of its title
  await page.keyboard.press('Control+o');
  await expect(input).toBeVisible();
  await input.fill('Панель');
  await expect(page.getByTestId('quick-launch-result').first()).toContainText('Панель управления');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();

  // Escape closes it without going anywhere
  await page.keyboard.press('Control+o');
  await input.fill('Пользов');
  await expect(page.getByTestId('quick-launch-result').first()).toContainText('Пользователи');
  await input.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Shift+Ctrl+O opens the chosen result in a new tab', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();

  await page.keyboard.press('Shift+Control+o');
  await expect(page.getByTestId('quick-launch-new-tab')).toBeVisible();
  const input = page.getByTestId('quick-launch-input');
  await input.fill('Панель');
  await expect(page.getByTestId('quick-launch-result').first()).toContainText('Панель управления');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), input.press('Enter')]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/dashboard$/);
  // the new tab shares the stored session
  await expect(tab.getByTestId('dashboard-page')).toBeVisible();
  // this tab stays where it was
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('quick-launch')).toHaveCount(0);
  await tab.close();
});

test('Ctrl+O finds structured documents and publications and opens them', async ({ page, request }) => {
  const token = await adminToken(request);
  const name = `Регламент быстрого запуска ${Date.now().toString(36)}`;
  const doc = await request.post('/api/documents', { headers: { authorization: token }, data: { name } });
  expect(doc.status(), await doc.text()).toBe(201);
  const documentId = ((await doc.json()) as { id: string }).id;
  const pub = await request.post('/api/simpleDocs/publications', { headers: { authorization: token }, data: { name: `${name}: сборник` } });
  expect(pub.status(), await pub.text()).toBe(201);

  await openAs(page, token, '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.keyboard.press('Control+o');
  const input = page.getByTestId('quick-launch-input');
  await input.fill(name);
  const results = page.getByTestId('quick-launch-result');
  await expect(results.first()).toContainText(name);
  await expect(results.first()).toContainText('Структурированный документ');
  await expect(results.filter({ hasText: 'Публикация' })).toContainText(`${name}: сборник`);
  await screenshot(page, 'quick-launch-documents');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/structuredDocuments/view/${documentId}$`));
});
