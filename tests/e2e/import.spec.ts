import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, openAs, screenshot } from './shellTestKit';

// A CSV import through the screens: upload, preview, mapping, then the import's page follows the
// job live until its 10,000 rows are in the class.

const META = { Class: '00000000-0000-4000-8000-000000000001', DataProperty: '00000000-0000-4000-8000-000000000003', type: '00000000-0000-4000-8000-000000000106', domain: '00000000-0000-4000-8000-000000000104', label: '00000000-0000-4000-8000-000000000109' };
const ROWS = 10_000;

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function countOf(request: APIRequestContext, token: string, classId: string): Promise<number> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'get_data', payload: { class: classId, fields: [{ prop: 'name' }], limit: 1 } } });
  return ((await res.json()) as { count_rows: number }).count_rows;
}

test('a 10,000-row CSV is previewed, mapped, imported with live progress, and its rows land in the class', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const suffix = Date.now().toString(36);
  const cls = randomUUID();
  const code = randomUUID();
  const day = randomUUID();
  const className = `Заказ ${suffix}`;
  const property = (id: string, name: string, type: string, ru: string) => [
    { op: 'new', class: META.DataProperty, inst: id, name },
    { op: 'upd', inst: id, prop: META.type, val: type },
    { op: 'add', inst: id, prop: META.domain, val: cls },
    { op: 'add', inst: id, prop: META.label, val: { lang: 'ru', text: ru } },
  ];
  await setData(request, token, [{ op: 'new', class: META.Class, inst: cls, name: className }, ...property(code, `code_${suffix}`, 'int', 'Номер'), ...property(day, `day_${suffix}`, 'date', 'Дата')]);

  // one bad date among 10,000 rows, semicolons and Russian dates as Excel saves them
  const lines = ['Название;Номер;Дата'];
  for (let i = 1; i <= ROWS; i++) lines.push(`Заказ №${i};${i};${i === 5000 ? '31.02.2024' : `${String((i % 28) + 1).padStart(2, '0')}.03.2024`}`);
  await openAs(page, token, '/csv-import');
  await expect(page.getByTestId('routed-view').getByRole('heading', { name: 'Новый импорт CSV' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: 'заказы.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf-8') });
  await expect(page.getByText('Первые строки (всего строк: 10 000)')).toBeVisible();
  await expect(page.getByTestId('import-preview')).toContainText('Заказ №1');

  await page.getByTestId('import-class').selectOption({ label: className });
  // columns named like the properties' captions are mapped by themselves
  await expect(page.getByLabel('Что заполняет столбец «Название»')).toHaveValue('name');
  await expect(page.getByLabel('Что заполняет столбец «Номер»')).toHaveValue(code);
  await expect(page.getByLabel('Что заполняет столбец «Дата»')).toHaveValue(day);
  // a column that does not fit the chosen property is flagged before anything is imported
  await page.getByLabel('Что заполняет столбец «Название»').selectOption(code);
  await expect(page.getByTestId('mapping-row').first()).toContainText('В столбце текст, а свойство имеет тип int.');
  await expect(page.getByTestId('mapping-row').first()).toContainText('значений из примера не подходят');
  await page.getByLabel('Что заполняет столбец «Название»').selectOption('name');
  await page.getByTestId('mapping-row').last().scrollIntoViewIfNeeded();
  await screenshot(page, 'import-mapping');
  await page.getByRole('button', { name: 'Начать импорт' }).click();

  await expect(page).toHaveURL(/\/import-data\/[0-9a-f-]{36}$/);
  const bar = page.getByRole('progressbar', { name: 'Ход импорта' });
  // on PGlite the job's write transactions hold the one connection: the page may wait for its first answer
  await expect(bar).toHaveAttribute('aria-valuemax', String(ROWS), { timeout: 30_000 });
  // the bar moves while the job runs: seen part-way, then full
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 120_000, intervals: [100] }).toBeGreaterThan(0);
  const partWay = Number(await bar.getAttribute('aria-valuenow'));
  if (partWay < ROWS) await screenshot(page, 'import-running');
  expect(partWay).toBeLessThan(ROWS);
  await expect(page.getByTestId('import-status')).toContainText('завершён', { timeout: 180_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', String(ROWS));
  await expect(page.getByTestId('import-imported')).toHaveText('9 999');
  await expect(page.getByTestId('import-rejected')).toHaveText('1');
  await expect(page.getByTestId('import-results')).toContainText('5000');
  await expect(page.getByTestId('import-results')).toContainText('Столбец "Дата": Неверный формат даты');
  await screenshot(page, 'import-done', true);

  // the class list screen is not built yet: the rows are counted through the data API the screens use
  expect(await countOf(request, token, cls)).toBe(ROWS - 1);

  await page.goto('/csv-import-index');
  const row = page.getByTestId('import-row').filter({ hasText: 'заказы' });
  await expect(row).toContainText(className);
  await expect(row).toContainText('завершён');
  await expect(row).toContainText('загружено 9 999, отклонено 1');
  await screenshot(page, 'import-index');
});

test('the Excel page refuses a file that is not a workbook, the spreadsheet form a link without an id', async ({ page, request }) => {
  const token = await adminToken(request);
  await openAs(page, token, '/import-from-excel');
  const view = page.getByTestId('routed-view');
  await expect(view.getByRole('heading', { name: 'Импорт из Excel' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: 'таблица.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('Имя;Код\nА;1\n') });
  await expect(view.getByRole('alert')).toHaveText('Файл не является книгой Excel (.xlsx)');
  await page.getByTestId('import-file').setInputFiles({ name: 'таблица.csv', mimeType: 'text/csv', buffer: Buffer.from('Имя;Код\nА;1\n') });
  await expect(view.getByRole('alert')).toHaveText('Выберите книгу Excel в формате .xlsx');
  await expect(view.getByRole('button', { name: 'Начать импорт' })).toBeDisabled();

  await page.goto('/import-data');
  await page.getByRole('button', { name: 'Прочитать таблицу' }).click();
  await expect(view.getByRole('alert')).toHaveText('Не указана ссылка на таблицу');
  await page.getByTestId('sheet-link').fill('https://docs.google.com/spreadsheets/d/abc');
  await page.getByRole('button', { name: 'Прочитать таблицу' }).click();
  await expect(view.getByRole('alert')).toHaveText('Не удалось извлечь идентификатор таблицы из ссылки');
  await screenshot(page, 'import-sheet-link');
});
