import { expect, test } from '@playwright/test';
import { STATUS_POLL_TIMEOUT, adminToken, createUser, openAs, resetPlatformControls, screenshot, setBackendStatus, setMaintenance, setReportedVersion, snackbarMessage, snackbarText, tokenFor, openInOwnTab } from './shellTestKit';

// The platform's behaviour (platform spec §4): the backend status polled every 10 s (RED, YELLOW,
// GREEN), maintenance mode, and the version-mismatch notice; forced through the test-only controls.

test.afterEach(async ({ request }) => {
  await resetPlatformControls(request);
});

test('RED keeps an admin working with a warning and sends others to the limited-operation screen; YELLOW and GREEN bring them back', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const user = await createUser(request);
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password));
  try {
    await expect(other.getByTestId('home-page')).toBeVisible();

    await setBackendStatus(request, 'RED');
    const limitedWarning = snackbarMessage(page, 'limited-mode');
    await expect(snackbarText(page, 'limited-mode')).toHaveText('Система находится в режиме ограниченного функционирования.', { timeout: STATUS_POLL_TIMEOUT });
    await expect(limitedWarning).toHaveAttribute('data-kind', 'warning');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await screenshot(page, 'status-red-admin');

    await expect(other).toHaveURL(/\/limited-operation-mode$/, { timeout: STATUS_POLL_TIMEOUT });
    const limitedPage = other.getByTestId('limited-mode-page');
    await expect(limitedPage).toContainText('Система находится в режиме ограниченного функционирования.');
    await expect(limitedPage.getByTestId('service-row').filter({ hasText: 'Тестовый режим' })).toContainText('не работает');
    await expect(other.getByTestId('layout-empty')).toBeVisible();
    // a persistent warning stays after its 4 s would be over
    await page.waitForTimeout(4_500);
    await expect(limitedWarning).toBeVisible();
    // the screen's own check says the platform is still limited
    await limitedPage.getByRole('button', { name: 'Проверить снова' }).click();
    await expect(other.getByTestId('snackbar')).toContainText('Система всё ещё находится в режиме ограниченного функционирования.');
    await expect(other).toHaveURL(/\/limited-operation-mode$/);
    await screenshot(other, 'status-red-user');

    await setBackendStatus(request, 'YELLOW');
    await expect(other).toHaveURL(/\/$/, { timeout: STATUS_POLL_TIMEOUT });
    await expect(other.getByTestId('home-page')).toBeVisible();
    const degraded = snackbarMessage(other, 'degraded-services');
    await expect(degraded).toContainText('Некоторые службы платформы недоступны: test-override.');
    await expect(degraded).toHaveAttribute('data-kind', 'warning');
    // the admin's RED warning gives way to the YELLOW one
    await expect(snackbarMessage(page, 'degraded-services')).toBeVisible({ timeout: STATUS_POLL_TIMEOUT });
    await expect(limitedWarning).toHaveCount(0);
    await screenshot(other, 'status-yellow-user');

    await setBackendStatus(request, 'GREEN');
    await expect(degraded).toHaveCount(0, { timeout: STATUS_POLL_TIMEOUT });
    await expect(snackbarMessage(page, 'degraded-services')).toHaveCount(0, { timeout: STATUS_POLL_TIMEOUT });
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByTestId('snackbar').locator('[data-key]')).toHaveCount(0);
  } finally {
    await other.context().close();
  }
});

test('maintenance mode warns the admin and holds others on the maintenance screen until it ends', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const user = await createUser(request);
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password), '/dashboard');
  try {
    await expect(other.getByTestId('dashboard-page')).toBeVisible();

    await setMaintenance(request, true, 'Плановые работы');
    const adminWarning = snackbarMessage(page, 'maintenance');
    await expect(snackbarText(page, 'maintenance')).toHaveText('Включен режим обслуживания. Объявление: Плановые работы', { timeout: STATUS_POLL_TIMEOUT });
    await expect(adminWarning).toHaveAttribute('data-kind', 'warning');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await screenshot(page, 'maintenance-admin');

    await expect(other).toHaveURL(/\/maintenance-mode$/, { timeout: STATUS_POLL_TIMEOUT });
    const waiting = other.getByTestId('maintenance-page');
    await expect(waiting).toContainText('Режим обслуживания');
    await expect(other.getByTestId('maintenance-message')).toContainText('Плановые работы');
    await expect(other.getByTestId('layout-empty')).toBeVisible();
    await expect(other.getByTestId('top-bar')).toHaveCount(0);
    await screenshot(other, 'maintenance-user');

    // still on: checking again keeps the user there
    await waiting.getByRole('button', { name: 'Проверить снова' }).click();
    await expect(other.getByTestId('snackbar')).toContainText('Режим обслуживания ещё включён.');
    await expect(other).toHaveURL(/\/maintenance-mode$/);

    await setMaintenance(request, false);
    await waiting.getByRole('button', { name: 'Проверить снова' }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByTestId('home-page')).toBeVisible();
    // the admin's warning goes with the next poll
    await expect(adminWarning).toHaveCount(0, { timeout: STATUS_POLL_TIMEOUT });
  } finally {
    await other.context().close();
  }
});

test('a backend of another version shows the persistent new-version notice with a Refresh button', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const notice = snackbarMessage(page, 'version-mismatch');
  await expect(notice).toHaveCount(0);

  await setReportedVersion(request, '9.9.9');
  // the next API response carries the other version: opening the dashboard asks the API
  await page.getByTestId('home-page').getByRole('link', { name: 'Панель управления' }).click();
  await expect(snackbarText(page, 'version-mismatch')).toHaveText('Доступна новая версия платформы. Обновите страницу для продолжения работы.');
  await expect(notice).toHaveAttribute('data-kind', 'info');
  const refresh = notice.getByRole('button', { name: 'Обновить' });
  await expect(refresh).toBeVisible();
  await screenshot(page, 'version-mismatch');
  // persistent: still there after the default 4 s
  await page.waitForTimeout(4_500);
  await expect(notice).toBeVisible();

  // the new version is deployed for the page too: Refresh reloads and the notice is gone
  await setReportedVersion(request, null);
  await refresh.click();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.getByTestId('count-classes')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
