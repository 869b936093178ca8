import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, screenshot, tokenFor } from './shellTestKit';

// Two users with the same instance form open: a save by one shows up in the other's form at once;
// when both change the same field, the second one sees the first one's value and decides —
// nothing is overwritten silently.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), DataProperty: id(3), domain: id(0x104), type: id(0x106), label: id(0x109) };

const hubSocketOpened = (page: Page) => page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/realtime/'), timeout: 20_000 });

async function noteOf(request: APIRequestContext, token: string, inst: string, prop: string): Promise<unknown> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'get_data', payload: { idx: inst, fields: [{ prop }] } } });
  const body = (await res.json()) as { rows: Array<{ prop: string; val: unknown }> };
  return body.rows.find((r) => r.prop === prop)?.val ?? null;
}

test('a save by one user appears live in the other form; the same field changed by both is a conflict', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const cls = randomUUID();
  const note = randomUUID();
  const size = randomUUID();
  const inst = randomUUID();
  const res = await request.post('/api/data', {
    headers: { authorization: token },
    data: {
      act: 'set_data',
      payload: {
        data: [
          { op: 'new', class: META.Class, inst: cls, name: `Объекты ${cls.slice(0, 6)}` },
          { op: 'new', class: META.DataProperty, inst: note, name: `note_${cls.slice(0, 6)}` },
          { op: 'upd', inst: note, prop: META.type, val: 'string' },
          { op: 'add', inst: note, prop: META.domain, val: cls },
          { op: 'add', inst: note, prop: META.label, val: { lang: 'ru', text: 'Заметка' } },
          { op: 'new', class: META.DataProperty, inst: size, name: `size_${cls.slice(0, 6)}` },
          { op: 'upd', inst: size, prop: META.type, val: 'int' },
          { op: 'add', inst: size, prop: META.domain, val: cls },
          { op: 'add', inst: size, prop: META.label, val: { lang: 'ru', text: 'Размер' } },
          { op: 'new', class: cls, inst, name: 'Склад' },
          { op: 'upd', inst, prop: note, val: 'исходная' },
        ],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const user = await createUser(request, { name: 'Борис Формин', roles: ['editor'] });
  const path = `/examp_list/${cls}?inst=${inst}`;

  const adminSocket = hubSocketOpened(page);
  await openAs(page, token, path);
  await expect(page.getByLabel('Заметка')).toHaveValue('исходная');
  await adminSocket;
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password), '/');
  try {
    const otherSocket = hubSocketOpened(other);
    await other.goto(path);
    await expect(other.getByLabel('Заметка')).toHaveValue('исходная');
    await otherSocket;

    // Boris saves a new note and a size; the admin's untouched fields follow at once
    await other.getByLabel('Заметка').fill('от Бориса');
    await other.getByLabel('Размер').fill('12');
    await other.getByTestId('instance-save').click();
    await expect(other.getByText('Сохранено')).toBeVisible();
    await expect(page.getByLabel('Заметка')).toHaveValue('от Бориса', { timeout: 5_000 });
    await expect(page.getByLabel('Размер')).toHaveValue('12');
    await expect(page.getByTestId('form-notice')).toContainText('Борис Формин');

    // both change the note: the admin has not saved when Boris does
    await page.getByLabel('Заметка').fill('версия администратора');
    await other.getByLabel('Заметка').fill('версия Бориса');
    await other.getByTestId('instance-save').click();
    const conflict = page.getByTestId(`field-${note}`).getByTestId('field-conflict');
    await expect(conflict).toContainText('Изменено пользователем Борис Формин: версия Бориса', { timeout: 5_000 });
    await expect(page.getByLabel('Заметка')).toHaveValue('версия администратора');
    await screenshot(page, 'live-form-conflict', true);

    // saving now is refused while the conflict stands: Boris's value stays
    await page.getByTestId('instance-save').click();
    await expect(page.getByTestId('form-server-error')).toContainText('Другой пользователь изменил поля, которые вы тоже меняли');
    await expect(conflict).toBeVisible();
    expect(await noteOf(request, token, inst, note)).toBe('версия Бориса');

    // the admin keeps their text, knowingly, and saves it
    await conflict.getByRole('button', { name: 'Оставить моё' }).click();
    await expect(conflict).toHaveCount(0);
    await page.getByTestId('instance-save').click();
    await expect.poll(() => noteOf(request, token, inst, note)).toBe('версия администратора');
    await expect(other.getByLabel('Заметка')).toHaveValue('версия администратора', { timeout: 5_000 });

    // a change Boris makes in the list's class shows in the admin's list within a second
    await page.goto(`/examp_list/${cls}`);
    await expect(page.getByTestId('instance-row')).toHaveCount(1);
    await other.goto(`/examp_list/${cls}?inst=new`);
    await other.getByRole('tab', { name: 'Общие' }).click();
    await other.getByLabel('Название', { exact: true }).fill('Ангар');
    await other.getByTestId('instance-save').click();
    await expect(other).toHaveURL(/inst=[0-9a-f-]{36}/);
    await expect(page.getByTestId('instance-row')).toHaveCount(2, { timeout: 3_000 });
    await screenshot(page, 'live-list');
  } finally {
    await other.context().close();
  }
});

test('an ontology text saved by one user appears in the other user\'s open editor', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const doc = randomUUID();
  const res = await request.post('/api/data', {
    headers: { authorization: token },
    data: { act: 'set_data', payload: { data: [{ op: 'new', class: id(8), inst: doc, name: 'Общий текст' }, { op: 'upd', inst: doc, prop: id(0x14a), val: 'Первая строка.' }] } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const user = await createUser(request, { name: 'Вера Текстова', roles: ['editor'] });
  const adminSocket = hubSocketOpened(page);
  await openAs(page, token, `/text-editor/${doc}`);
  await expect(page.getByTestId('text-doc-text')).toHaveValue('Первая строка.');
  await adminSocket;
  const other = await openInOwnTab(browser, await tokenFor(request, user.login, user.password), '/');
  try {
    const otherSocket = hubSocketOpened(other);
    await other.goto(`/text-editor/${doc}`);
    await expect(other.getByTestId('text-doc-text')).toHaveValue('Первая строка.');
    await otherSocket;
    await other.getByTestId('text-doc-text').fill('Первая строка. Сотрудник работает в организации.');
    await expect(other.getByTestId('text-doc-status')).toHaveText('Сохранено', { timeout: 5_000 });
    await expect(page.getByTestId('text-doc-text')).toHaveValue('Первая строка. Сотрудник работает в организации.', { timeout: 5_000 });
    await expect(page.getByTestId('term-list')).toContainText('Сотрудник');
  } finally {
    await other.context().close();
  }
});
