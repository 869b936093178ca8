import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '../../realtime/protocol/semanticSearch';
import { calc, col, contractsByCity, run, runOk, save, startSearchKit, type SearchKit } from './semanticSearchTestKit';

// Grouped (aggregated) answers: grouping by any column, calculated ones included; every
// aggregation's result kind and title, in the answer, in the Excel file and in the Markdown table.

describe('semantic search grouping', () => {
  let kit: SearchKit;
  beforeAll(async () => {
    kit = await startSearchKit();
  });
  afterAll(async () => kit?.server.stop());

  const linked = () => kit.contracts.filter((c) => c.city !== null);

  it('groups by a calculated column, pages the groups past the end', async () => {
    const settings = contractsByCity(kit, {
      columns: [col('title', 'n1', 'name', { ord: 10, agg: 'count' }), col('amount', 'n1', kit.ids.amount, { ord: 20, agg: 'sum' }), col('qty', 'n1', kit.ids.qty, { hidden: true })],
      calcColumns: [calc('big', '[qty] > 3', { type: 'boolean', ord: 30 })],
    });
    const res = await run(kit, { settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = searchAnswerSchema.parse(res.body);
    const expected = [false, true].map((big) => {
      const rows = linked().filter((c) => c.qty > 3 === big);
      return { title: rows.length, amount: rows.reduce((s, c) => s + (c.amount ?? 0), 0), big };
    });
    expect(answer.aggregated).toBe(true);
    expect(answer.rows.map((r) => r.cells)).toEqual(expected);
    expect(await runOk(kit, { settings, limit: 1, offset: 5 })).toMatchObject({ rows: [], total: 2 });

    // a calculated column that groups and another calculated column that aggregates
    const both = contractsByCity(kit, {
      columns: [col('qty', 'n1', kit.ids.qty, { hidden: true }), col('amount', 'n1', kit.ids.amount, { hidden: true })],
      calcColumns: [calc('big', '[qty] > 3', { type: 'boolean', ord: 30 }), calc('double', '[amount] * 2', { ord: 40, agg: 'sum' })],
    });
    const twice = searchAnswerSchema.parse(await runOk(kit, { settings: both }));
    expect(twice.rows.map((r) => r.cells)).toEqual(expected.map((e) => ({ big: e.big, double: e.amount * 2 })));
  });

  it('gives each aggregation its result kind and title in the answer', async () => {
    const settings = contractsByCity(kit, {
      columns: [
        col('city', 'n2', 'name', { ord: 10, sort: 1 }),
        col('n', 'n1', kit.ids.signed, { ord: 20, agg: 'count', new_name: 'Подписан' }),
        col('days', 'n1', kit.ids.signed, { ord: 30, agg: 'countUnique', new_name: 'Подписан' }),
        col('mean', 'n1', kit.ids.qty, { ord: 40, agg: 'avg', new_name: 'Штук' }),
        col('total', 'n1', kit.ids.amount, { ord: 50, agg: 'sum', new_name: 'Оклад' }),
        col('latest', 'n1', kit.ids.signed, { ord: 60, agg: 'max', new_name: 'Подписан' }),
        col('dates', 'n1', kit.ids.signed, { ord: 70, agg: 'list', new_name: 'Подписан' }),
        col('titles', 'n1', 'name', { ord: 80, agg: 'listUnique', new_name: 'Название' }),
      ],
    });
    const answer = searchAnswerSchema.parse(await runOk(kit, { settings }));
    const columns = Object.fromEntries(answer.columns.map((c) => [c.code, c]));
    expect(columns.city).toMatchObject({ name: 'city', kind: 'string', agg: null });
    expect(columns.city!.aggregates).toBeUndefined();
    expect(columns.n).toMatchObject({ name: 'Количество: Подписан', kind: 'number', aggregates: { name: 'Подписан', kind: 'date' } });
    expect(columns.days).toMatchObject({ name: 'Количество различных: Подписан', kind: 'number' });
    expect(columns.mean).toMatchObject({ name: 'Среднее: Штук', kind: 'number' });
    expect(columns.total).toMatchObject({ name: 'Сумма: Оклад', kind: 'number' });
    expect(columns.latest).toMatchObject({ name: 'Максимум: Подписан', kind: 'date' });
    expect(columns.dates).toMatchObject({ name: 'Список: Подписан', kind: 'text', aggregates: { name: 'Подписан', kind: 'date' } });
    expect(columns.titles).toMatchObject({ name: 'Список без повторов: Название', kind: 'text' });
    const kazan = linked().filter((c) => c.city === kit.cities[1]!.id);
    expect(answer.rows[0]!.cells).toMatchObject({ city: 'Казань', n: kazan.length, days: kazan.length });
  });

  it('exports counts over a date column as whole numbers, titled with their aggregation', async () => {
    const settings = contractsByCity(kit, {
      columns: [
        col('city', 'n2', 'name', { ord: 10, sort: 1, new_name: 'Город' }),
        col('n', 'n1', kit.ids.signed, { ord: 20, agg: 'count', new_name: 'Подписан' }),
        col('days', 'n1', kit.ids.signed, { ord: 30, agg: 'countUnique', new_name: 'Подписан' }),
        col('mean', 'n1', kit.ids.qty, { ord: 40, agg: 'avg', new_name: 'Штук' }),
        col('latest', 'n1', kit.ids.signed, { ord: 50, agg: 'max', new_name: 'Подписан' }),
        col('dates', 'n1', kit.ids.signed, { ord: 60, agg: 'list', new_name: 'Подписан' }),
      ],
    });
    const id = await save(kit, { name: 'Договоры по городам', json: settings });
    const res = await fetch(`${kit.server.api}/semanticSearch/${id}/export.xlsx`, { headers: { authorization: kit.admin.token } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Лист1')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Город', 'Количество: Подписан', 'Количество различных: Подписан', 'Среднее: Штук', 'Максимум: Подписан', 'Список: Подписан']);
    const kazan = linked()
      .filter((c) => c.city === kit.cities[1]!.id)
      .sort((a, b) => a.signed.localeCompare(b.signed));
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Казань');
    for (const cell of [row.getCell(2), row.getCell(3)]) {
      expect(cell.value).toBe(kazan.length);
      expect(cell.type).toBe(ExcelJS.ValueType.Number);
      expect(cell.numFmt ?? '').not.toMatch(/[dmy]/i);
    }
    expect(row.getCell(4).value).toBe(Math.round((kazan.reduce((s, c) => s + c.qty, 0) / kazan.length) * 100) / 100);
    expect(row.getCell(4).numFmt ?? '').not.toMatch(/[dmy]/i);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(5).value as Date).toISOString().slice(0, 10)).toBe(kazan.at(-1)!.signed);
    const dd = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(String(row.getCell(6).value).split(', ').sort()).toEqual(kazan.map((c) => dd(c.signed)).sort());

    const md = await fetch(`${kit.server.api}/semanticSearch/${id}/markdown`, { headers: { authorization: kit.admin.token } });
    const text = await md.text();
    expect(text).toContain('| Город | Количество: Подписан | Количество различных: Подписан | Среднее: Штук | Максимум: Подписан | Список: Подписан |');
    expect(text).toContain(`| Казань | ${kazan.length} | ${kazan.length} |`);
  });
});
