import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// Individuals through the screens: pick a class, create an instance through its form (the
// required-field and date messages first), link it, see the back-link, create a pasted list, keep
// a sort across a reload; and the ontology text editor finding the ontology's terms.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), ObjectProperty: id(2), DataProperty: id(3), domain: id(0x104), range: id(0x105), type: id(0x106), min: id(0x107), max: id(0x108), label: id(0x109) };

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

type Ontology = { project: string; person: string; code: string; start: string; budget: string; head: string; projectName: string; personName: string };

async function seed(request: APIRequestContext, token: string): Promise<Ontology> {
  const suffix = Date.now().toString(36);
  const o = { project: randomUUID(), person: randomUUID(), code: randomUUID(), start: randomUUID(), budget: randomUUID(), head: randomUUID(), projectName: `Проект ${suffix}`, personName: `Сотрудник ${suffix}` };
  const prop = (pid: string, kind: string, name: string, ru: string, extra: unknown[]) => [
    { op: 'new', class: kind, inst: pid, name },
    { op: 'add', inst: pid, prop: META.domain, val: o.project },
    { op: 'add', inst: pid, prop: META.label, val: { lang: 'ru', text: ru } },
    // one value each, except the code: at least one, as many as needed
    { op: 'upd', inst: pid, prop: META.max, val: pid === o.code ? -1 : 1 },
    ...extra,
  ];
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: o.project, name: o.projectName },
    { op: 'new', class: META.Class, inst: o.person, name: o.personName },
    ...prop(o.code, META.DataProperty, `code_${suffix}`, 'Шифр', [{ op: 'upd', inst: o.code, prop: META.type, val: 'string' }, { op: 'upd', inst: o.code, prop: META.min, val: 1 }]),
    ...prop(o.start, META.DataProperty, `start_${suffix}`, 'Начало', [{ op: 'upd', inst: o.start, prop: META.type, val: 'date' }]),
    ...prop(o.budget, META.DataProperty, `budget_${suffix}`, 'Бюджет', [{ op: 'upd', inst: o.budget, prop: META.type, val: 'int' }]),
    ...prop(o.head, META.ObjectProperty, `head_${suffix}`, 'Руководитель', [{ op: 'upd', inst: o.head, prop: META.range, val: o.person }]),
    { op: 'new', class: o.person, name: 'Иванова Мария' },
  ]);
  return o;
}

const field = (page: Page, prop: string) => page.getByTestId(`field-${prop}`);
const NAME = id(0x101);

test('instances: the form with its messages, links and back-links, a pasted list, a kept sort', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const o = await seed(request, token);

  await openAs(page, token, '/examp_list');
  await expect(page.getByTestId('class-picker').getByRole('link').first()).toBeVisible();
  await screenshot(page, 'individuals-class-picker');
  await page.getByTestId('class-search').fill(o.projectName);
  await page.getByTestId('class-picker').getByRole('link', { name: o.projectName }).click();
  await expect(page).toHaveURL(new RegExp(`/examp_list/${o.project}$`));
  await expect(page.getByTestId('instance-table')).toContainText('Экземпляров нет');

  // a new instance: nothing typed and an impossible date → the spec's two messages, nothing saved
  await page.getByTestId('instance-create').click();
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: `Новый экземпляр класса «${o.projectName}»` })).toBeVisible();
  await field(page, o.start).getByLabel('Начало').fill('31.02.2024');
  await page.getByTestId('instance-save').click();
  await expect(field(page, o.start)).toContainText('Неверный формат даты');
  await expect(field(page, o.code)).toContainText('Поле "Шифр" обязательно для заполнения');
  // the name stands above the tabs: its message is right under it, and the cursor goes there first
  await expect(field(page, NAME)).toContainText('Поле "Название" обязательно для заполнения');
  await expect(field(page, NAME).getByRole('textbox')).toBeFocused();
  await screenshot(page, 'individuals-form-errors', true);

  await field(page, o.start).getByLabel('Начало').fill('01.03.2024');
  await field(page, o.code).getByLabel('Шифр').fill('П-1');
  await field(page, o.budget).getByLabel('Бюджет').fill('250');
  await field(page, o.head).getByLabel('Руководитель').fill('Иванова');
  await page.getByRole('option', { name: 'Иванова Мария' }).click();
  await page.getByRole('tab', { name: 'Общие' }).click();
  await page.getByLabel('Название', { exact: true }).fill('Альфа');
  await page.getByRole('radio', { name: '#16a34a' }).click();
  await page.getByLabel('Стадия').fill('Утверждён');
  await page.getByTestId('instance-save').click();
  await expect(page).toHaveURL(/inst=[0-9a-f-]{36}/);
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Альфа' })).toBeVisible();
  await page.getByRole('tab', { name: 'Собственные' }).click();
  await expect(field(page, o.start).getByLabel('Начало')).toHaveValue('01.03.2024');
  await screenshot(page, 'individuals-form-saved', true);

  // the linked person's form lists the project among its back-links
  await field(page, o.head).getByRole('link', { name: 'Иванова Мария' }).click();
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Иванова Мария' })).toBeVisible();
  await page.getByRole('tab', { name: 'Обратные ссылки' }).click();
  await expect(page.getByTestId('back-links')).toContainText('Альфа');
  await expect(page.getByTestId('back-links')).toContainText('Руководитель');
  await expect(page.getByTestId('back-links')).toContainText(o.projectName);
  await screenshot(page, 'individuals-back-links');
  await page.getByTestId('back-links').getByRole('link', { name: 'Альфа' }).click();
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Альфа' })).toBeVisible();

  // a pasted list: a bad number is shown on its line; fixed, all are created in one go
  await page.getByRole('link', { name: 'К списку' }).click();
  await expect(page.getByTestId('instance-row')).toHaveCount(1);
  await expect(page.getByTestId('instance-row').first()).toContainText('Утверждён');
  await page.getByTestId('bulk-open').click();
  const dialog = page.getByTestId('bulk-dialog');
  await dialog.getByRole('checkbox', { name: 'Шифр' }).check();
  await dialog.getByRole('checkbox', { name: 'Бюджет' }).check();
  await dialog.getByTestId('bulk-text').fill('Бета\tП-2\t900\nГамма\tП-3\tмного\nДельта\tП-4\t40\n');
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('Предпросмотр: строк 3, с ошибками 1');
  await expect(dialog.getByTestId('bulk-preview')).toContainText('«Бюджет»: нужно целое число');
  await expect(dialog.getByTestId('bulk-create')).toBeDisabled();
  await screenshot(page, 'individuals-bulk-preview');
  await dialog.getByTestId('bulk-text').fill('Бета\tП-2\t900\nГамма\tП-3\t5\nДельта\tП-4\t40\n');
  await dialog.getByTestId('bulk-create').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('instance-row')).toHaveCount(4);

  // sort by budget, descending; the choice survives a reload
  await page.getByTestId(`sort-${o.budget}`).click();
  await page.getByTestId(`sort-${o.budget}`).click();
  await expect(page.getByTestId('instance-row').first()).toContainText('Бета');
  await page.reload();
  await expect(page.getByTestId(`sort-${o.budget}`)).toContainText('▼');
  await expect(page.getByTestId('instance-row').nth(0)).toContainText('Бета');
  await expect(page.getByTestId('instance-row').nth(1)).toContainText('Альфа');
  await expect(page.getByTestId('instance-row').nth(3)).toContainText('Гамма');
  await screenshot(page, 'individuals-list-sorted', true);
});

test('the ontology text editor highlights the ontology terms and saves by itself', async ({ page, request }) => {
  const token = await adminToken(request);
  const o = await seed(request, token);
  await openAs(page, token, '/text-editor');
  await page.getByTestId('text-doc-create').click();
  await expect(page).toHaveURL(/\/text-editor\/[0-9a-f-]{36}$/);
  await page.getByTestId('text-doc-name').fill('Описание проектов');
  await page.getByTestId('text-doc-text').fill(`Каждый ${o.projectName.toLowerCase()} имеет руководителя; Иванова Мария руководит. Бюджетный план.`);
  await expect(page.getByTestId('term-list').getByRole('link', { name: o.projectName })).toHaveAttribute('href', `/class_list/${o.project}`);
  await expect(page.getByTestId('term-list').getByRole('link', { name: 'Иванова Мария' })).toHaveAttribute('href', /\/examp_list\/.+\?inst=/);
  // "Бюджетный" is not the term "Бюджет": whole words only
  await expect(page.getByTestId('term-list').getByRole('link', { name: 'Бюджет', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('text-doc-status')).toHaveText('Сохранено', { timeout: 5_000 });
  await screenshot(page, 'text-editor', true);
  await page.reload();
  await expect(page.getByTestId('text-doc-text')).toHaveValue(/Иванова Мария руководит/);
  await page.getByRole('link', { name: 'Все документы' }).click();
  await expect(page.getByTestId('text-doc-list')).toContainText('Описание проектов');
});
