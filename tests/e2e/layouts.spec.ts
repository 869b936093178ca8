import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// The five layouts of platform spec §2, each screenshotted (test-results/layout-<name>.png) to be
// looked at, and the print and download-to-Word buttons of flagged routes.

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

  // the class views: a permanent menu beside the page, no top bar
  await page.goto('/settings/views');
  await expect(page.getByTestId('section-menu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Представления классов' }).first()).toBeVisible();
  await expect(page.getByTestId('boot-screen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Новое представление' })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expectLayout(page, 'sidebar');

  // a report view: the page alone, nothing around it
  await page.goto('/report/view/1');
  await expect(page.getByTestId('pending-page')).toContainText('Отчёт');
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expect(page.getByTestId('section-menu')).toHaveCount(0);
  await expectLayout(page, 'blank');
});

test('not signed in: the empty and public layouts', async ({ page }) => {
  // the maintenance screen is reachable without a user (maintenance is off: nothing sends anyone away)
  await page.goto('/maintenance-mode');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expect(page.getByTestId('maintenance-message')).toHaveCount(0);
  await expectLayout(page, 'empty');

  // a public document is read without signing in
  await page.goto('/public/doc/1');
  await expect(page).toHaveURL(/\/public\/doc\/1$/);
  await expect(page.getByTestId('pending-page')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await expectLayout(page, 'public');
});

test('a flagged route offers print and download to Word, which saves a .docx', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('print-button')).toHaveCount(0);
  await expect(page.getByTestId('word-button')).toHaveCount(0);

  await page.goto('/doc/1');
  await expect(page.getByTestId('page-title')).toHaveText('Документ');
  await expect(page.getByTestId('pending-page')).toContainText('Раздел «Документ» пока недоступен');
  await expect(page.getByTestId('print-button')).toBeVisible();
  const word = page.getByTestId('word-button');
  await expect(word).toBeVisible();
  await screenshot(page, 'layout-main-print-word');

  const [download] = await Promise.all([page.waitForEvent('download'), word.click()]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
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
