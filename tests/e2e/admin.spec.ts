import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor, openInOwnTab } from './shellTestKit';

// The administration screens: users, roles (readable by everyone, changed by admins only) and the
// query history of the data API.

const unique = () => Date.now().toString(36);

test('an admin creates a user through the form, sees it in the list, and the user can sign in', async ({ page, request }) => {
  const login = `e2e-form-${unique()}`;
  await openAs(page, await adminToken(request), '/settings/users');
  await expect(page.getByTestId('user-row').filter({ hasText: 'admin' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Новый пользователь' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByText('Новый пользователь')).toBeVisible();
  await form.getByLabel(/^Логин/).fill(login);
  await form.getByLabel(/^Имя/).fill('Анна Формова');
  await form.getByLabel(/^Пароль/).fill('form-password-1');
  await form.getByLabel(/^E-mail/).fill(`${login}@example.org`);
  await form.getByLabel(/^Режим/).selectOption('edu');
  // dates are typed DD.MM.YYYY whatever the browser's language; what is not a day stops the form
  const licence = form.getByTestId('user-license-date');
  await licence.fill('31.02.2030');
  await expect(form.getByRole('alert')).toHaveText('Неверный формат даты');
  await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await licence.fill('31.12.2030');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'admin-user-form');
  await form.getByRole('button', { name: 'Сохранить' }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('snackbar')).toContainText('Пользователь «Анна Формова» создан');
  const row = page.getByTestId('user-row').filter({ hasText: login });
  await expect(row).toContainText('Анна Формова');
  await expect(row).toContainText('Обучение');
  await expect(row).not.toContainText('(edu)');
  await expect(row).toContainText('31.12.2030');
  await screenshot(page, 'admin-users');

  // the search narrows the list to the new account
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Формова');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page).toHaveURL(/\/settings\/users\?q=/);

  // the account works: it signs in with the password given in the form
  expect(await tokenFor(request, login, 'form-password-1')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('roles: an admin creates one; a non-admin reads the list without being able to change it', async ({ page, browser, request }) => {
  const code = `e2e.reader${unique()}`;
  await openAs(page, await adminToken(request), '/settings/roles');
  await page.getByRole('button', { name: 'Новая роль' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Код/).fill(code);
  await form.getByLabel(/^Название/).fill('Читатель e2e');
  await form.getByLabel(/^Глобальная/).check();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toHaveCount(0);
  const adminRow = page.getByTestId('role-row').filter({ hasText: code });
  await expect(adminRow).toContainText('Читатель e2e');
  await expect(adminRow.getByRole('button', { name: 'Изменить' })).toBeVisible();

  const user = await createUser(request);
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password), '/settings/roles');
  try {
    await expect(other).toHaveURL(/\/settings\/roles$/);
    await expect(other.getByText('Изменять роли могут только администраторы.')).toBeVisible();
    const row = other.getByTestId('role-row').filter({ hasText: code });
    await expect(row).toContainText('Читатель e2e');
    await expect(row).toContainText('Активна');
    await expect(other.getByRole('button', { name: 'Новая роль' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
    await expect(other.getByRole('tab')).toHaveCount(0);
    await screenshot(other, 'admin-roles-read-only');
  } finally {
    await other.context().close();
  }
});

test('the query history lists the recent calls of the data API', async ({ page, request }) => {
  // the class list reads the classes with get_data calls
  await openAs(page, await adminToken(request), '/class_list');
  await expect(page.getByTestId('class-table')).toBeVisible();

  await page.getByTestId('section-menu').getByRole('link', { name: 'История запросов' }).click();
  await expect(page).toHaveURL(/\/queryHistory$/);
  const rows = page.getByTestId('history-row');
  // entries are written in batches within a second: refresh until they are there
  await expect(async () => {
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(rows.filter({ hasText: 'get_data' }).filter({ hasText: 'Администратор' }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText(/Всего \d+ запрос/)).toBeVisible();

  // a row opens to show the payload as sent
  const first = rows.filter({ hasText: 'get_data' }).first();
  await first.click();
  await expect(page.locator('pre').first()).toContainText('"class"');

  // filtered by an act no call used, the list is empty
  await page.getByRole('combobox', { name: 'Действие' }).selectOption('set_data1');
  await expect(page).toHaveURL(/act=set_data1/);
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('combobox', { name: 'Действие' }).selectOption('get_data');
  await expect(rows.first()).toContainText('get_data');
  await screenshot(page, 'admin-query-history');
});
