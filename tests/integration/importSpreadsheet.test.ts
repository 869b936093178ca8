import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, setOk, signInAdmin, storeCounts } from './setDataTestKit';
import { waitForImport } from './importTestKit';

/** What Google's Visualization API answers: JSON wrapped in a call of setResponse. */
const gviz = (body: unknown): string => `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify(body)});`;

// A Google spreadsheet link is read from the spreadsheet service (SPREADSHEET_SERVICE_URL): here a
// local stand-in that answers as the real one does, since tests have no internet.
describe('imports from a spreadsheet link', () => {
  let sheets: Server;
  const asked: string[] = [];
  let server: TestServer;
  let editor: TestUser;
  const Event = randomUUID();
  const day = randomUUID();
  const count = randomUUID();

  beforeAll(async () => {
    sheets = createServer((req, res) => {
      asked.push(req.url ?? '');
      const m = /^\/spreadsheets\/d\/([^/]+)\/gviz\/tq\?tqx=out:json$/.exec(req.url ?? '');
      if (m?.[1] === 'sheet-1') {
        res.setHeader('content-type', 'application/javascript; charset=utf-8');
        res.end(
          gviz({
            version: '0.6',
            status: 'ok',
            table: {
              cols: [
                { id: 'A', label: 'Событие', type: 'string' },
                { id: 'B', label: 'Дата', type: 'date', pattern: 'dd.MM.yyyy' },
                { id: 'C', label: 'Участники', type: 'number', pattern: 'General' },
              ],
              rows: [
                { c: [{ v: 'Запуск' }, { v: 'Date(2024,4,31)', f: '31.05.2024' }, { v: 120, f: '120' }] },
                { c: [{ v: 'Встреча' }, { v: 'Date(2024,0,9)', f: '09.01.2024' }, { v: 7.5, f: '7,5' }] },
                { c: [{ v: 'Без даты' }, null, { v: 3, f: '3' }] },
              ],
            },
          }),
        );
        return;
      }
      res.setHeader('content-type', 'application/javascript; charset=utf-8');
      res.end(gviz({ status: 'error', errors: [{ reason: 'access_denied', detailed_message: 'Таблица недоступна' }] }));
    });
    await new Promise<void>((resolve) => sheets.listen(0, '127.0.0.1', resolve));
    const { port } = sheets.address() as AddressInfo;
    server = await startTestServer({ SPREADSHEET_SERVICE_URL: `http://127.0.0.1:${port}/` });
    editor = await addTestUser(server, 'editor');
    await setOk(server, await signInAdmin(server), [
      ...newClass(Event, 'Event'),
      ...newDataProperty(day, 'day', { type: 'date', domain: [Event] }),
      ...newDataProperty(count, 'count', { type: 'int', domain: [Event], ru: 'Участники' }),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => sheets?.close(resolve));
  });

  const start = (body: Record<string, unknown>) => callApi(server, 'POST', '/import/spreadsheet', editor.token, { class: Event, mapping: { Событие: 'name', Дата: day, Участники: count }, ...body });

  it('validates the link with the spec messages, writing nothing', async () => {
    const before = await storeCounts(server);
    for (const [link, message] of [
      [undefined, 'Не указана ссылка на таблицу'],
      ['', 'Не указана ссылка на таблицу'],
      ['https://docs.google.com/spreadsheets/d/abc', 'Не удалось извлечь идентификатор таблицы из ссылки'],
      ['https://example.com/table.xlsx', 'Не удалось извлечь идентификатор таблицы из ссылки'],
    ] as const) {
      const res = await start(link === undefined ? {} : { link });
      expect(res.status, String(link)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(asked).toEqual([]);
    expect(await storeCounts(server)).toEqual(before);
  });

  it('reads rows keyed by column label, dates by their formatted text, and imports them', async () => {
    const res = await start({ link: 'https://docs.google.com/spreadsheets/d/sheet-1/edit#gid=0', name: 'События' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(asked.at(-1)).toBe('/spreadsheets/d/sheet-1/gviz/tq?tqx=out:json');
    const done = await waitForImport(server, editor.token, res.body.importId);
    expect(done).toMatchObject({ status: 'completed', source: 'spreadsheet', imported: 2, progress: { total: 3, rejected: 1 } });
    expect(done.results).toEqual([{ row: 2, status: 'rejected', message: 'Столбец "Участники": Значение должно быть целым числом' }]);
    const read = await callData(server, editor, 'get_data', { class: Event, fields: [{ prop: 'name' }, { prop: day }, { prop: count }], sort: { prop: 'name', dir: 'asc' } });
    expect(read.body.rows.map((r: any) => r.val)).toEqual(['Без даты', 3, 'Запуск', '2024-05-31', 120]);
  });

  it('reports a spreadsheet the service refuses, writing nothing', async () => {
    const before = await storeCounts(server);
    const res = await start({ link: 'https://docs.google.com/spreadsheets/d/private/edit' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Не удалось прочитать таблицу: Таблица недоступна');
    expect(await storeCounts(server)).toEqual(before);
  });
});
