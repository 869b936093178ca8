import { expect, test } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// The main layout's navigation: the home page, the section menu, the pending and not-found pages,
// and the left drawer that can be hidden and resized (its width is remembered).

test('a signed-in user finds the sections on the home page and opens one from the menu', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('layout-main')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-greeting')).toHaveText('Здравствуйте, Администратор!');
  await expect(page.getByTestId('section-card-ontology')).toContainText('Классы');
  await expect(page.getByTestId('section-card-admin')).toContainText('Пользователи');
  await expect(page).toHaveTitle('Главная - Ontoweave');
  await screenshot(page, 'shell-home');

  await page.getByTestId('section-menu').getByRole('link', { name: 'Диаграммы', exact: true }).click();
  await expect(page).toHaveURL(/\/diagrams$/);
  await expect(page).toHaveTitle('Диаграммы - Ontoweave');
  await expect(page.getByTestId('page-title')).toHaveText('Диаграммы');
  const pending = page.getByTestId('pending-page');
  await expect(pending).toContainText('Раздел «Диаграммы» пока недоступен');
  // the menu marks where the user is
  await expect(page.getByTestId('section-menu').getByRole('link', { name: 'Диаграммы', exact: true })).toHaveAttribute('aria-current', 'page');
  await screenshot(page, 'shell-pending-section');

  // an address that is neither a route nor a plugin route
  await page.goto('/no/such/screen');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('not-found-path')).toHaveText('/no/such/screen');
  await expect(page).toHaveTitle('Страница не найдена - Ontoweave');
  await screenshot(page, 'shell-not-found');
  await page.getByTestId('not-found-page').getByRole('link', { name: 'На главную' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the left drawer can be hidden, shown and widened, and keeps its width after a reload', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  const drawer = page.getByTestId('left-drawer');
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(256);

  await page.getByTestId('toggle-drawer').click();
  await expect(drawer).toHaveCount(0);
  // hidden stays hidden after a reload
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await page.getByTestId('toggle-drawer').click();
  await expect(drawer).toBeVisible();

  const grab = page.getByTestId('drawer-grab');
  const box = await grab.boundingBox();
  if (!box) throw new Error('the drawer grab zone has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(300, box.y + 200, { steps: 5 });
  await page.mouse.move(420, box.y + 200, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(415);
  await screenshot(page, 'shell-drawer-widened');

  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  const width = (await drawer.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(300);
  expect(Math.abs(width - 420)).toBeLessThanOrEqual(5);
  expect(Number(await page.evaluate(() => localStorage.getItem('osawl-drawer-width')))).toBeCloseTo(420, -1);

  // a drag below the minimum stops at 300
  const grabAgain = await grab.boundingBox();
  if (!grabAgain) throw new Error('the drawer grab zone has no box');
  await page.mouse.move(grabAgain.x + grabAgain.width / 2, grabAgain.y + 200);
  await page.mouse.down();
  await page.mouse.move(120, grabAgain.y + 200, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(300);
});
