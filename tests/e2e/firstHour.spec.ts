import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// A new user's first hour (issue 14): things are called by the label of the interface language,
// else by their name; a class card takes new properties in place; the instance form leads to the
// field to fill; the history, the health card and the user dialog speak in words, not codes.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), ObjectProperty: id(2), DataProperty: id(3), OntologyMap: id(6), name: id(0x101), parents: id(0x103), domain: id(0x104), range: id(0x105), type: id(0x106), min: id(0x107), max: id(0x108), label: id(0x109) };

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A data property on `domain` with a name and, optionally, labels. */
function dataProperty(prop: string, domain: string, name: string, type: string, extra: { labels?: Record<string, string>; min?: number } = {}): unknown[] {
  return [
    { op: 'new', class: META.DataProperty, inst: prop, name },
    { op: 'add', inst: prop, prop: META.domain, val: domain },
    { op: 'upd', inst: prop, prop: META.type, val: type },
    { op: 'upd', inst: prop, prop: META.max, val: 1 },
    ...(extra.min ? [{ op: 'upd', inst: prop, prop: META.min, val: extra.min }] : []),
    ...Object.entries(extra.labels ?? {}).map(([lang, text]) => ({ op: 'add', inst: prop, prop: META.label, val: { lang, text } })),
  ];
}

async function useLanguage(page: Page, lang: 'ru' | 'en'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('osawl-locale', l), lang);
  await page.reload();
}

test('a property is called by its label in the interface language, else by its name; the class card adds and edits properties in place', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [org, founded, person] = [randomUUID(), randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: org, name: `Организация ${s}` },
    { op: 'new', class: META.Class, inst: person, name: `Сотрудник ${s}` },
    // named in Russian, labelled in English only
    ...dataProperty(founded, org, 'Дата основания', 'date', { labels: { en: 'Foundation date' } }),
  ]);

  await openAs(page, token, `/class_list/${org}`);
  const own = page.getByTestId('own-properties');
  const foundedRow = own.getByTestId('own-prop-row').filter({ hasText: 'Дата основания' });
  await expect(foundedRow).toBeVisible();
  await expect(foundedRow).toContainText('Дата');
  await expect(own).not.toContainText('Foundation date');
  // the instance form names its field the same way
  await page.goto(`/examp_list/${org}?inst=new`);
  await expect(page.getByTestId(`field-${founded}`)).toContainText('Дата основания');

  await useLanguage(page, 'en');
  await expect(page.getByTestId(`field-${founded}`)).toContainText('Foundation date');
  await page.goto(`/class_list/${org}`);
  await expect(own.getByTestId('own-prop-row').filter({ hasText: 'Foundation date' })).toContainText('Date');
  await expect(own).not.toContainText('Дата основания');
  await useLanguage(page, 'ru');

  // a new scalar property, made on the card
  await expect(foundedRow).toBeVisible();
  await page.getByTestId('own-prop-add-data').click();
  const editor = page.getByTestId('prop-row-editor');
  await editor.getByTestId('prop-row-name').fill(`headcount_${s}`);
  await editor.getByTestId('prop-row-label').fill('Численность');
  await editor.getByTestId('prop-row-type').selectOption({ label: 'Целое число' });
  await editor.getByTestId('prop-row-save').click();
  await expect(editor).toHaveCount(0);
  await expect(own.getByTestId('own-prop-row').filter({ hasText: 'Численность' })).toContainText('Целое число');

  // an object property without its target class is not saved; with it, it is
  await page.getByTestId('own-prop-add-object').click();
  await editor.getByTestId('prop-row-name').fill(`employs_${s}`);
  await editor.getByTestId('prop-row-label').fill('Нанимает');
  await editor.getByTestId('prop-row-save').click();
  await expect(editor.getByRole('alert')).toHaveText('Выберите класс — область значений');
  await editor.getByTestId('prop-row-range').fill(`Сотрудник ${s}`);
  await page.getByRole('option', { name: `Сотрудник ${s}` }).click();
  await editor.getByTestId('prop-row-save').click();
  await expect(own.getByTestId('own-prop-row').filter({ hasText: 'Нанимает' })).toContainText(`Сотрудник ${s}`);

  // an existing property edited in place: a Russian label, a bad cardinality caught before sending
  await foundedRow.getByTestId('own-prop-edit').click();
  await editor.getByTestId('prop-row-label').fill('Основана');
  await editor.getByTestId('prop-row-max').fill('-2');
  await editor.getByTestId('prop-row-save').click();
  await expect(editor.getByRole('alert')).toContainText('не может быть меньше -1');
  await editor.getByTestId('prop-row-max').fill('1');
  await editor.getByTestId('prop-row-save').click();
  await expect(own.getByTestId('own-prop-row').filter({ hasText: 'Основана' })).toContainText('0..1');
  await expect(page.getByTestId('tab-own')).toContainText('(3)');
  // someone else relabels a property: the card follows without a reload
  await page.waitForTimeout(1500); // the bus connects once the screen is idle
  await setData(request, token, [{ op: 'upd', inst: founded, prop: META.label, val: { lang: 'ru', text: 'Дата учреждения' } }]);
  await expect(own.getByTestId('own-prop-row').filter({ hasText: 'Дата учреждения' })).toBeVisible();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await screenshot(page, 'first-hour-class-card', true);
});

test('the instance form: required fields first, a refused save leads to the field, numbers and dates checked as typed; the history says «Создан»', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const [parent, child, reg, staff, since, note] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: parent, name: `Предприятие ${s}` },
    { op: 'new', class: META.Class, inst: child, name: `Завод ${s}` },
    { op: 'add', inst: child, prop: META.parents, val: parent },
    // on the parent: shown on the «Унаследованные» tab of the child's form
    ...dataProperty(staff, parent, `staff_${s}`, 'int', { labels: { ru: 'Количество сотрудников' } }),
    ...dataProperty(reg, parent, `reg_${s}`, 'string', { labels: { ru: 'Регистрационный номер' }, min: 1 }),
    ...dataProperty(since, child, `since_${s}`, 'date', { labels: { ru: 'Работает с' } }),
    ...dataProperty(note, child, `note_${s}`, 'string', { labels: { ru: 'Примечание' } }),
  ]);

  await openAs(page, token, `/examp_list/${child}?inst=new`);
  const field = (prop: string) => page.getByTestId(`field-${prop}`);
  await expect(page.getByRole('tab', { name: 'Собственные' })).toHaveAttribute('aria-selected', 'true');
  await field(META.name).getByRole('textbox').fill(`Ромашка ${s}`);

  // a date is checked as it is typed: an impossible day at once, a half-typed one not yet
  await field(since).getByRole('textbox').fill('31.02.2024');
  await expect(field(since)).toContainText('Неверный формат даты');
  await field(since).getByRole('textbox').fill('01.0');
  await expect(field(since)).not.toContainText('Неверный формат даты');
  await field(since).getByRole('textbox').fill('01.03.2024');

  // saving with the required field empty: the tab holding it opens and the cursor is in it
  await page.getByTestId('instance-save').click();
  await expect(page.getByRole('tab', { name: 'Унаследованные' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(reg)).toContainText('Поле "Регистрационный номер" обязательно для заполнения');
  await expect(field(reg).getByRole('textbox')).toBeFocused();
  // required fields come first on their tab
  await expect(page.getByRole('tabpanel').locator('[data-testid^="field-"]').first()).toHaveAttribute('data-testid', `field-${reg}`);

  // a number is checked as it is typed
  await field(staff).getByRole('textbox').fill('сорок');
  await expect(field(staff)).toContainText('Поле "Количество сотрудников": введите целое число, например 42');
  await screenshot(page, 'first-hour-instance-form', true);
  await field(staff).getByRole('textbox').fill('40');
  await expect(field(staff)).not.toContainText('введите целое число');
  await field(reg).getByRole('textbox').fill('РН-1');
  await page.getByTestId('instance-save').click();
  await expect(page).toHaveURL(/inst=[0-9a-f-]{36}/);

  // the saved instance's form loads again under its new address and opens on its first tab: the
  // history tab is chosen once that has happened
  const history = page.getByTestId('entity-history');
  await expect(async () => {
    await page.getByRole('tab', { name: 'История' }).click();
    await expect(history.getByTestId('history-op').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(history.getByTestId('history-op').filter({ hasText: /^Создан$/ })).toHaveCount(1);
  await expect(history.getByTestId('history-row').filter({ hasText: 'Создан' })).toContainText(`Ромашка ${s} (Завод ${s})`);
  await expect(history).not.toContainText(/\b(new|upd|add|rem|del)\b/);
  await screenshot(page, 'first-hour-history', true);
});

test('the dashboard\'s health card speaks the interface language', async ({ page, request }) => {
  await openAs(page, await adminToken(request), '/dashboard');
  const card = page.getByTestId('backend-status-widget');
  await expect(card.getByTestId('service-row').filter({ hasText: 'База данных' })).toContainText('работает');
  await expect(card).not.toContainText(/database|GREEN|RED/);
  await screenshot(page, 'first-hour-dashboard');
  await useLanguage(page, 'en');
  await expect(card.getByTestId('service-row').filter({ hasText: 'Database' })).toContainText('working');
  await useLanguage(page, 'ru');
});

test('the user dialog picks screens, hidden parts, starting roles and maps to edit from lists', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const s = Date.now().toString(36);
  const map = randomUUID();
  await setData(request, token, [{ op: 'new', class: META.OntologyMap, inst: map, name: `Карта цехов ${s}` }]);
  const defaults = (await (await request.get('/api/users/new-user-roles', { headers: { authorization: token } })).json()) as { roleIds: string[] };

  await page.setViewportSize({ width: 1400, height: 1000 });
  await openAs(page, token, '/settings/users');
  await expect(page.getByTestId('new-user-roles-names')).not.toHaveText('…');
  await screenshot(page, 'first-hour-users-page');
  // the setting «Роли нового пользователя»: the same roles, read and written back
  await page.getByTestId('new-user-roles-edit').click();
  const setting = page.getByRole('dialog');
  await expect(setting.getByTestId('new-user-roles-choice').getByRole('checkbox', { checked: true })).toHaveCount(defaults.roleIds.length);
  await setting.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Роли нового пользователя сохранены');
  await expect(setting).toHaveCount(0);
  await page.getByRole('button', { name: 'Новый пользователь' }).click();
  const dialog = page.getByRole('dialog');
  const login = `e2e-lists-${s}`;
  await dialog.getByLabel(/^Логин/).fill(login);
  await dialog.getByLabel(/^Имя/).fill('Вера Списочная');
  await dialog.getByLabel(/^Пароль/).fill('lists-password-1');

  // the new-user roles come ticked
  const roles = dialog.getByTestId('user-start-roles');
  await expect(roles.getByRole('checkbox', { checked: true })).toHaveCount(defaults.roleIds.length);
  await dialog.getByTestId('user-editor-maps').getByRole('checkbox', { name: `Карта цехов ${s}` }).check();
  const closed = dialog.getByTestId('user-disabled-routes');
  await closed.getByRole('searchbox').fill('формальных');
  await closed.getByRole('checkbox', { name: 'Анализ формальных понятий' }).check();
  await dialog.getByTestId('user-hidden-components').getByRole('checkbox', { name: 'Чат', exact: true }).check();
  await expect(dialog).not.toContainText(/disabledRoutes|hiddenComponents|\/fca/);
  const scrollDialog = (to: 'top' | 'bottom') => page.evaluate((where) => {
    const body = document.querySelector('[role="dialog"] form > div:nth-child(2)');
    if (body) body.scrollTop = where === 'top' ? 0 : body.scrollHeight;
  }, to);
  await scrollDialog('top');
  await screenshot(page, 'first-hour-user-dialog');
  await scrollDialog('bottom');
  await screenshot(page, 'first-hour-user-dialog-lists');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);

  const users = (await (await request.get('/api/users', { headers: { authorization: token } })).json()) as Array<{ id: string; login: string; disabledRoutes: string[]; hiddenComponents: string[] }>;
  const made = users.find((u) => u.login === login);
  // the screen with all its paths (the list and one item)
  expect(made).toMatchObject({ disabledRoutes: ['/fca', '/fca/:id'], hiddenComponents: ['chat'] });
  const held = (await (await request.get(`/api/roles/user/${made!.id}`, { headers: { authorization: token } })).json()) as { roleIds: string[] };
  expect(held.roleIds.sort()).toEqual([...defaults.roleIds].sort());
  const assignments = await request.get(`/api/assignments?userId=${made!.id}&objectId=${map}`, { headers: { authorization: token } });
  expect(assignments.status(), await assignments.text()).toBe(200);
  expect(JSON.stringify(await assignments.json())).toContain('editor');
});
