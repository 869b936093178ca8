import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, createUser, openAs, screenshot, tokenFor } from './shellTestKit';

// Reports in a real browser: build one over a saved semantic search in the designer (a figure,
// a table and a chart inserted with the helper), see the live preview follow a colleague's edit,
// read it in the viewer, download it to Word (a real .docx with the text, the table and the chart
// as a picture), open the blank embedding view, and see what a reader without the search gets.

const META = {
  Class: '00000000-0000-4000-8000-000000000001',
  DataProperty: '00000000-0000-4000-8000-000000000003',
  domain: '00000000-0000-4000-8000-000000000104',
  type: '00000000-0000-4000-8000-000000000106',
};

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

const column = (id: string, code: string, propId: string, name: string, ord: number) => ({ id, code, node: 'n1', prop_id: propId, old_name: name, new_name: '', hidden: false, do_not_filter: false, agg: null, ord, sort: null, sort_mode: 'asc' });

async function seed(request: APIRequestContext, token: string) {
  const s = Date.now().toString(36);
  const o = { s, deal: randomUUID(), dept: randomUUID(), amount: randomUUID(), first: randomUUID() };
  const deal = (inst: string, name: string, dept: string, amount: number) => [
    { op: 'new', class: o.deal, inst, name },
    { op: 'upd', inst, prop: o.dept, val: dept },
    { op: 'upd', inst, prop: o.amount, val: amount },
  ];
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: o.deal, name: `Сделка ${s}` },
    { op: 'new', class: META.DataProperty, inst: o.dept, name: 'Отдел' },
    { op: 'upd', inst: o.dept, prop: META.type, val: 'string' },
    { op: 'add', inst: o.dept, prop: META.domain, val: o.deal },
    { op: 'new', class: META.DataProperty, inst: o.amount, name: 'Сумма' },
    { op: 'upd', inst: o.amount, prop: META.type, val: 'float' },
    { op: 'add', inst: o.amount, prop: META.domain, val: o.deal },
    ...deal(o.first, 'Поставка станков', 'Продажи', 100),
    ...deal(randomUUID(), 'Аренда склада', 'Склад', 50),
    ...deal(randomUUID(), 'Поставка деталей', 'Продажи', 25),
  ]);
  const search = await request.post('/api/semanticSearch', {
    headers: { authorization: token },
    data: {
      code: 'deals',
      name: `Сделки ${s}`,
      json: {
        filters: [{ id: 'f1', nodes: [{ id: 'n1', classId: o.deal, subclasses: true }], edges: [], where: [] }],
        columns: [column('c1', 'name', 'name', 'Название', 10), column('c2', 'dept', o.dept, 'Отдел', 20), column('c3', 'amount', o.amount, 'Сумма', 30)],
        calcColumns: [],
      },
    },
  });
  expect(search.status(), await search.text()).toBe(201);
  return { ...o, searchId: ((await search.json()) as { id: string }).id, searchName: `Сделки ${s}` };
}

test('build a report over a saved search: live preview, viewer, Word, the embedding view, a reader without the search', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const o = await seed(request, token);
  const reportName = `Сводка продаж ${o.s}`;

  await openAs(page, token, '/reports');
  await page.getByTestId('reports-create').click();
  await page.getByTestId('report-new-name').fill(reportName);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page).toHaveURL(/\/report\/designer\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;

  // the source: a saved search the user may read; its code becomes its name in the template
  await page.getByTestId('report-source-pick').selectOption({ label: o.searchName });
  await page.getByTestId('report-source-add').click();
  await expect(page.getByTestId('report-source-alias')).toHaveValue('deals');
  await page.getByTestId('report-annotation').fill('Продажи по отделам за квартал');

  const template = page.getByTestId('report-template');
  await template.fill('# Итоги квартала\n\nВсего сделок: {{total:deals}}, на сумму {{value:deals:amount:sum}} ₽.\n\n{{table:deals}}\n');
  // a chart through the insert helper: labels by department, values the amount
  await page.getByTestId('report-insert-kind').selectOption('chart');
  await page.getByTestId('report-insert-label').selectOption({ label: 'Отдел' });
  await page.getByTestId('report-insert-column').selectOption({ label: 'Сумма' });
  await page.getByTestId('report-insert-chart').selectOption('bar');
  await template.press('Control+End');
  await page.getByTestId('report-insert-button').click();
  await expect(template).toHaveValue(/\{\{chart:deals:dept:amount:bar\}\}/);
  await page.getByTestId('report-insert-chart').selectOption('pie');
  await page.getByTestId('report-insert-button').click();

  const preview = page.getByTestId('report-preview');
  await expect(preview.locator('h1')).toHaveText('Итоги квартала');
  await expect(preview).toContainText('Всего сделок: 3, на сумму 175 ₽.');
  await expect(preview.getByTestId('report-table').locator('tbody tr')).toHaveCount(3);
  await expect(preview.locator('[data-chart="bar"] svg rect[fill="#2563eb"]')).toHaveCount(2);
  await expect(preview.locator('[data-chart="pie"] svg path')).toHaveCount(2);

  // a malformed placeholder is named, with its line
  await template.press('Control+End');
  await template.pressSequentially('{{value:deals:amount:median}}');
  await expect(page.getByTestId('report-template-problems')).toContainText(/Строка \d+: \{\{value:deals:amount:median\}\} — неизвестная агрегация «median»/);
  for (let i = 0; i < '{{value:deals:amount:median}}'.length; i++) await template.press('Backspace');
  await expect(page.getByTestId('report-template-problems')).toHaveCount(0);
  await page.getByTestId('report-save').click();
  await expect(page.getByTestId('report-unsaved')).toHaveCount(0);
  await screenshot(page, 'report-designer', true);

  // live: a colleague's change of an amount shows in the open preview without a reload
  await page.waitForTimeout(1500); // the bus connects once the screen is idle
  await setData(request, token, [{ op: 'upd', inst: o.first, prop: o.amount, val: 200 }]);
  await expect(preview).toContainText('на сумму 275 ₽.', { timeout: 5000 });

  // the viewer: print and Word in the top bar
  await page.getByTestId('report-open-viewer').click();
  await expect(page).toHaveURL(new RegExp(`/report/viewer/${id}$`));
  await expect(page.getByTestId('page-title')).toHaveText(reportName);
  const doc = page.getByTestId('report-document');
  await expect(doc.getByTestId('report-title')).toHaveText(reportName);
  await expect(doc).toContainText('на сумму 275 ₽.');
  await expect(doc.getByTestId('report-table').locator('thead th')).toHaveText(['Название', 'Отдел', 'Сумма']);
  await expect(doc.getByTestId('report-chart').locator('svg')).toHaveCount(2);
  await expect(page.getByTestId('print-button')).toBeVisible();
  await screenshot(page, 'report-viewer', true);
  // on paper: the report alone, no menus or bars
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('top-bar')).toBeHidden();
  await expect(page.getByTestId('left-drawer')).toBeHidden();
  await screenshot(page, 'report-viewer-print', true);
  await page.emulateMedia({ media: 'screen' });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('word-button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${reportName}.docx`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const body = await zip.file('word/document.xml')?.async('string');
  expect(body).toContain('Итоги квартала');
  expect(body).toContain('Поставка станков');
  expect(body).toContain('<w:tbl>');
  // the charts went in as pictures
  expect(Object.keys(zip.files).filter((name) => /^word\/media\/.+\.png$/.test(name))).toHaveLength(2);
  expect(body).not.toContain('Все отчёты');

  // the blank layout: the report alone
  await page.goto(`/report/view/${id}`);
  await expect(page.getByTestId('report-document')).toContainText('на сумму 275 ₽.');
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
  await screenshot(page, 'report-view-blank', true);

  // a reader the report is shared with, who may not read its search
  const reader = await createUser(request, { roles: ['reader'] });
  const shared = await request.put(`/api/reports/${id}/sharing`, { headers: { authorization: token }, data: { role: [], assignments: [{ userId: reader.id, edit: false }] } });
  expect(shared.status(), await shared.text()).toBe(200);
  const other = await (await browser.newContext()).newPage();
  try {
    await openAs(other, await tokenFor(request, reader.login, reader.password), `/report/viewer/${id}`);
    await expect(other.getByTestId('report-title')).toHaveText(reportName);
    await expect(other.getByTestId('report-source-unavailable')).toHaveText(`Не удалось загрузить семантический поиск «${o.searchName}». Вероятно, отсутствует необходимый доступ`);
    await expect(other.getByTestId('report-source-unavailable')).toHaveCount(1);
    await expect(other.getByTestId('report-document')).toContainText('Всего сделок: —, на сумму — ₽.');
    await screenshot(other, 'report-viewer-no-source');
  } finally {
    await other.context().close();
  }

  // the list: name, annotation, author, date DD.MM.YYYY; copy
  await page.goto('/reports');
  const row = page.getByTestId('reports-row').filter({ hasText: reportName });
  await expect(row).toContainText('Продажи по отделам за квартал');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await row.getByTestId('report-copy').click();
  await expect(page.getByTestId('reports-row').filter({ hasText: `${reportName} (копия)` })).toHaveCount(1);
  await screenshot(page, 'reports-list');
});
