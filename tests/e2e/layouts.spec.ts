import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// The five layouts of platform spec §2, each screenshotted (test-results/layout-<name>.png) to be
// looked at, and the print and download-to-Word buttons of flagged routes.

/** A simple document made through the API (public when asked): the documents' pages need a real one. */
async function createDocument(request: APIRequestContext, name: string, isPublic: boolean): Promise<string> {
  const authorization = await adminToken(request);
  const created = await request.post('/api/simpleDocs', { headers: { authorization }, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const content = '# Раздел\n\nАбзац текста.\n\n- пункт один\n- пункт два\n\n| A | B |\n| - | - |\n| 1 | 2 |';
  const saved = await request.patch(`/api/simpleDocs/${id}`, { headers: { authorization }, data: { content, isPublic } });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}

async function expectLayout(page: Page, name: 'main' | 'sidebar' | 'blank' | 'empty' | 'public'): Promise<void> {
  await expect(page.getByTestId(`layout-${name}`)).toBeVisible();
  for (const other of ['main', 'sidebar', 'blank', 'empty', 'public'].filter((n) => n !== name)) await expect(page.getByTestId(`layout-${other}`)).toHaveCount(0);
  await screenshot(page, `layout-${name}`);
}

test('signed in: the main, sidebar and blank layouts', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('left-drawer')).toBeVisible();
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await expect(page.getByTestId('help-menu')).toBeVisible();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expectLayout(page, 'main');

  // the class views: a permanent menu beside the page, under the same top bar (no drawer to toggle)
  await page.goto('/settings/views');
  await expect(page.getByTestId('section-menu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Представления классов' }).first()).toBeVisible();
  await expect(page.getByTestId('boot-screen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Новое представление' })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('help-menu')).toBeVisible();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(page.getByTestId('toggle-drawer')).toHaveCount(0);
  await expectLayout(page, 'sidebar');

  // a report view: the page alone, nothing around it
  const created = await request.post('/api/reports', { headers: { authorization: await adminToken(request) }, data: { name: 'Отчёт для встраивания', template: '# Итоги\n\nТекст отчёта.' } });
  expect(created.status()).toBe(201);
  const report = (await created.json()) as { id: string };
  await page.goto(`/report/view/${report.id}`);
  await expect(page.getByRole('heading', { name: 'Итоги' })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expect(page.getByTestId('section-menu')).toHaveCount(0);
  await expectLayout(page, 'blank');
});

test('not signed in: the empty and public layouts', async ({ page, request }) => {
  // the maintenance screen is reachable without a user (maintenance is off: nothing sends anyone away)
  await page.goto('/maintenance-mode');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expect(page.getByTestId('maintenance-message')).toHaveCount(0);
  await expectLayout(page, 'empty');

  // a public document is read without signing in: no chrome, its own print and Word buttons
  const id = await createDocument(request, 'Открытый документ', true);
  await page.goto(`/public/doc/${id}`);
  await expect(page).toHaveURL(new RegExp(`/public/doc/${id}$`));
  await expect(page.getByTestId('doc-title')).toHaveText('Открытый документ');
  await expect(page.getByTestId('doc-content').locator('td')).toHaveText(['1', '2']);
  await expect(page.getByTestId('public-print-button')).toBeVisible();
  await expect(page.getByTestId('public-word-button')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expectLayout(page, 'public');
});

test('a flagged route offers print and download to Word, which saves a .docx', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('print-button')).toHaveCount(0);
  await expect(page.getByTestId('word-button')).toHaveCount(0);

  const id = await createDocument(request, 'Документ для печати', false);
  await page.goto(`/doc/${id}`);
  await expect(page.getByTestId('page-title')).toHaveText('Документ для печати');
  await expect(page.getByTestId('doc-page').locator('li')).toHaveText(['пункт один', 'пункт два']);
  await expect(page.getByTestId('print-button')).toBeVisible();
  const word = page.getByTestId('word-button');
  await expect(word).toBeVisible();
  await screenshot(page, 'layout-main-print-word');

  const [download] = await Promise.all([page.waitForEvent('download'), word.click()]);
  expect(download.suggestedFilename()).toBe('Документ для печати.docx');
  const path = await download.path();
  const bytes = await readFile(path);
  // a .docx is a zip archive
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);

  // and they go again on a route without the flags
  await page.getByTestId('drawer-logo').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('word-button')).toHaveCount(0);
});
