import { expect, test } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot } from './shellTestKit';

// Giving someone edit rights on a map is findable (issue 26): from a user's «Изменить» an
// administrator makes them «редактор» of a map; the user, signing in, may change what belongs to it.
// The assignments' object picker says what kind each object is.

const DEMO_MAP = 'Организация (демо)';
const DEMO_DOCUMENT_CLASS = '0000de00-0000-4000-8000-000000000008';

test('an administrator grants «редактор» on a map from the user’s «Изменить»; the user signs in and may edit in the map', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const s = Date.now().toString(36);
  const user = await createUser(request, { name: `Картограф ${s}`, roles: ['reader'] });

  await openAs(page, await adminToken(request), '/settings/users');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(user.login);
  const row = page.getByTestId('user-row').filter({ hasText: user.login });
  await row.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog');
  const rights = dialog.getByTestId('user-map-rights');
  await expect(rights).toContainText('Права на картах онтологий');
  const onDemoMap = rights.getByRole('combobox', { name: `Права на карте «${DEMO_MAP}»` });
  await expect(onDemoMap).toHaveValue('');
  await onDemoMap.selectOption({ label: 'редактор' });
  await rights.scrollIntoViewIfNeeded();
  await screenshot(page, 'user-map-rights');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(`Пользователь «Картограф ${s}» сохранён`);
  await expect(dialog).toHaveCount(0);

  // opened again, the dialog shows the right given
  await row.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: `Права на карте «${DEMO_MAP}»` })).toHaveValue('editor');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  // the user signs in on the sign-in page (/login leads there) and edits a class of the map
  const context = await browser.newContext();
  try {
    const own = await context.newPage();
    await own.goto('/login');
    await expect(own).toHaveURL(/\/sso\/login/);
    await own.getByLabel('Логин').fill(user.login);
    await own.getByLabel('Пароль').fill(user.password);
    await own.getByRole('button', { name: 'Войти' }).click();
    await expect(own.getByTestId('signed-in-user')).toHaveText(`Картограф ${s}`);
    await own.goto(`/class_list/${DEMO_DOCUMENT_CLASS}`);
    await expect(own.getByTestId('card-name')).toHaveValue('Документ', { timeout: 20_000 });
    await expect(own.getByTestId('read-only-notice')).toHaveCount(0);
    await expect(own.getByTestId('card-name')).not.toHaveAttribute('readonly', '');
    await expect(own.getByTestId('card-delete')).toBeVisible();
    // elsewhere the user still reads only, and is told where they may edit
    await own.goto('/class_list');
    await expect(own.getByTestId('read-only-notice')).toContainText(`«${DEMO_MAP}»`);
    await screenshot(own, 'user-map-rights-editor');
  } finally {
    await context.close();
  }
});

test('the assignments’ object picker says what kind each object is', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/settings/assignments');
  await page.getByRole('button', { name: 'Новое назначение' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Объект' }).fill('Организация');
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: `Карта онтологии ${DEMO_MAP}` })).toHaveCount(1);
  await expect(options.filter({ hasText: /^Класс Организация$/ })).toHaveCount(1);
  await screenshot(page, 'assignment-object-kinds');
  // an individual says its class
  await dialog.getByRole('combobox', { name: 'Объект' }).fill('Ромашка');
  await expect(options.filter({ hasText: 'Экземпляр класса «Организация» ООО «Ромашка»' })).toHaveCount(1);
});
