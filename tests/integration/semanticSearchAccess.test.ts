import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { getDataResultSchema } from '../../realtime/protocol/dataApi/getData';
import { callData } from './testServer';
import { setOk } from './setDataTestKit';
import { calc, col, contractsByCity, run, runOk, save, searchCount, startSearchKit, type SearchKit } from './semanticSearchTestKit';

// Who may read and change saved searches, refusals that name the place (nothing written), a
// property deleted since the search was saved, the Excel file, the Markdown table and get_data.

describe('saved semantic searches', () => {
  let kit: SearchKit;
  beforeAll(async () => {
    kit = await startSearchKit();
  });
  afterAll(async () => kit?.server.stop());

  it('is read by its author and administrators, by role holders and by assignment; edited by an editor assignment', async () => {
    const author = await kit.user('author', ['editor']);
    const reader = await kit.user('reader1');
    const roleHolder = await kit.user('holder', ['edu.admin']);
    const id = await save(kit, { name: 'Договоры', json: contractsByCity(kit) }, author.token);
    expect((await kit.call('GET', `/semanticSearch/${id}`, reader.token)).status).toBe(403);
    expect((await kit.call('POST', `/semanticSearch/${id}/run`, reader.token, {})).status).toBe(403);
    expect((await kit.call('GET', '/semanticSearch', reader.token)).body.items.map((i: any) => i.id)).not.toContain(id);
    expect((await kit.call('GET', `/semanticSearch/${id}`, kit.admin.token)).body.mayEdit).toBe(true);

    const role = await kit.server.ctx.db.selectFrom('roles').select('id').where('code', '=', 'edu.admin').executeTakeFirstOrThrow();
    expect((await kit.call('PUT', `/semanticSearch/${id}/sharing`, reader.token, { roles: [role.id], users: [] })).status).toBe(403);
    const shared = await kit.call('PUT', `/semanticSearch/${id}/sharing`, author.token, { roles: [role.id], users: [{ userId: reader.id, edit: false }] });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body).toEqual({ roles: [role.id], users: [{ userId: reader.id, edit: false }] });
    const asHolder = await kit.call('POST', `/semanticSearch/${id}/run`, roleHolder.token, {});
    expect(asHolder.status).toBe(200);
    expect(asHolder.body.total).toBe(kit.contracts.filter((c) => c.city).length);
    const asReader = await kit.call('GET', `/semanticSearch/${id}`, reader.token);
    expect(asReader.status).toBe(200);
    expect(asReader.body.mayEdit).toBe(false);
    expect((await kit.call('PUT', `/semanticSearch/${id}`, reader.token, { name: 'Чужой', json: contractsByCity(kit) })).status).toBe(403);

    await kit.call('PUT', `/semanticSearch/${id}/sharing`, author.token, { roles: [], users: [{ userId: reader.id, edit: true }] });
    const edited = await kit.call('PUT', `/semanticSearch/${id}`, reader.token, { name: 'Переименован', json: contractsByCity(kit) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.name).toBe('Переименован');
    expect((await kit.call('POST', `/semanticSearch/${id}/run`, roleHolder.token, {})).status).toBe(403);
    const copy = await kit.call('POST', `/semanticSearch/${id}/copy`, reader.token);
    expect(copy.status).toBe(201);
    expect(copy.body.author).toBe(reader.id);
    expect((await kit.call('DELETE', `/semanticSearch/${copy.body.id}`, reader.token)).status).toBe(200);
  });

  it('does not let a non-administrator search over commands', async () => {
    const reader = await kit.user('reader2');
    const settings = { ...contractsByCity(kit), filters: [{ id: 'f', nodes: [{ id: 'n1', classId: META_CLASS.Command, subclasses: true }], edges: [], where: [] }], columns: [col('title', 'n1', 'name')] };
    const res = await run(kit, { settings }, reader.token);
    expect(res.status).toBe(400);
    expect(res.body.details.place).toEqual({ kind: 'node', id: 'n1' });
    expect((await run(kit, { settings })).status).toBe(200);
  });

  it.each([
    ['an unknown code', { calcColumns: [calc('x', '[amount] + [nope]')] }, { kind: 'calcColumn', id: 'x', position: 11 }, 'Неизвестный код [nope]'],
    ['a syntax error', { calcColumns: [calc('x', '[amount] +')] }, { kind: 'calcColumn', id: 'x', position: 10 }, 'Ожидается выражение'],
    ['a division by zero', { calcColumns: [calc('x', '[amount] / ([amount] - [amount])')] }, { kind: 'calcColumn', id: 'x' }, 'деление на ноль'],
    ['a value that does not fit', { where: [{ id: 'w', name: 'Сумма', node: 'n1', condition: 'gt', column: 'AMOUNT', value: 'много', constraint: 'and', enabled: true }] }, { kind: 'filter', id: 'w' }, 'Фильтр «Сумма»'],
  ])('refuses %s naming the place, and writes nothing', async (_label, change, place, text) => {
    const extra = JSON.parse(JSON.stringify(change).replace('"AMOUNT"', JSON.stringify(kit.ids.amount)));
    const settings = contractsByCity(kit, extra);
    const answered = await run(kit, { settings });
    expect(answered.status, JSON.stringify(answered.body)).toBe(400);
    expect(answered.body.error).toContain(text);
    expect(answered.body.details.place).toEqual(place);
    const before = await searchCount(kit);
    const saved = await kit.call('POST', '/semanticSearch', kit.admin.token, { name: 'Плохой', json: settings });
    expect(saved.status).toBe(400);
    expect(saved.body.details.place).toEqual(place);
    expect(await searchCount(kit)).toBe(before);
  });

  it('names the column whose property was deleted since the search was saved', async () => {
    const auth = { session: kit.admin.session };
    const note = '00000000-0000-4000-9000-00000000a001';
    await setOk(kit.server, auth, [{ op: 'new', class: META_CLASS.DataProperty, inst: note, name: 'Заметка' }]);
    const settings = contractsByCity(kit, { columns: [col('title', 'n1', 'name'), col('note', 'n1', note, { new_name: 'Примечание' })] });
    const id = await save(kit, { name: 'С заметкой', json: settings });
    await setOk(kit.server, auth, [{ op: 'del', inst: note }]);
    const res = await kit.call('POST', `/semanticSearch/${id}/run`, kit.admin.token, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('«Примечание»');
    expect(res.body.details.place).toEqual({ kind: 'column', id: 'note' });
  });

  it('names the node whose class was deleted since the search was saved', async () => {
    const auth = { session: kit.admin.session };
    const gone = '00000000-0000-4000-9000-00000000a002';
    await setOk(kit.server, auth, [{ op: 'new', class: META_CLASS.Class, inst: gone, name: 'Временный' }]);
    const settings = { ...contractsByCity(kit), filters: [{ id: 'f', nodes: [{ id: 'tmp', classId: gone, subclasses: true }], edges: [], where: [] }], columns: [col('title', 'tmp', 'name')] };
    const id = await save(kit, { name: 'Временный', json: settings });
    await setOk(kit.server, auth, [{ op: 'del', inst: gone }]);
    const res = await kit.call('POST', `/semanticSearch/${id}/run`, kit.admin.token, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Класс узла «tmp» удалён или не существует');
    expect(res.body.details.place).toEqual({ kind: 'node', id: 'tmp' });
  });

  it('exports the whole answer to Excel, beyond one page', async () => {
    const id = await save(kit, { name: 'Выгрузка договоров', json: contractsByCity(kit, { optional: true, columns: [col('title', 'n1', 'name', { sort: 1 }), col('amount', 'n1', kit.ids.amount), col('signed', 'n1', kit.ids.signed)] }) });
    const res = await fetch(`${kit.server.api}/semanticSearch/${id}/export.xlsx`, { headers: { authorization: kit.admin.token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Выгрузка договоров.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Лист1')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'title', 'amount', 'signed']);
    const sorted = [...kit.contracts].sort((a, b) => a.name.localeCompare(b.name));
    expect(sheet.rowCount).toBe(sorted.length + 1);
    sorted.forEach((c, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(c.name);
      expect(row.getCell(2).value).toBe(c.amount);
      expect((row.getCell(3).value as Date).toISOString().slice(0, 10)).toBe(c.signed);
    });
    const draft = await fetch(`${kit.server.api}/semanticSearch/export.xlsx`, { method: 'POST', headers: { authorization: kit.admin.token, 'content-type': 'application/json' }, body: JSON.stringify({ settings: contractsByCity(kit) }) });
    expect(draft.headers.get('content-disposition')).toContain(encodeURIComponent('Семантический поиск.xlsx'));
    const drafted = new ExcelJS.Workbook();
    await drafted.xlsx.load(Buffer.from(await draft.arrayBuffer()) as never);
    const answer = (await runOk(kit, { settings: contractsByCity(kit), limit: 1 })) as { total: number };
    expect(drafted.getWorksheet('Лист1')?.rowCount).toBe(answer.total + 1);
  });

  it('stops an export whose download is cancelled, and the store goes on answering', async () => {
    const id = await save(kit, { name: 'Отменённая выгрузка', json: contractsByCity(kit) });
    const controller = new AbortController();
    const res = await fetch(`${kit.server.api}/semanticSearch/${id}/export.xlsx`, { headers: { authorization: kit.admin.token }, signal: controller.signal });
    expect(res.status).toBe(200);
    controller.abort();
    const after = await fetch(`${kit.server.api}/semanticSearch/${id}`, { headers: { authorization: kit.admin.token } });
    expect(after.status).toBe(200);
  });

  it('answers a Markdown table grouped by a column', async () => {
    const id = await save(kit, { name: 'Md', json: contractsByCity(kit, { columns: [col('city', 'n2', 'name', { sort: 1 }), col('title', 'n1', 'name', { sort: 2 })] }) });
    const res = await fetch(`${kit.server.api}/semanticSearch/${id}/markdown?params=${encodeURIComponent('groupField=city;headerLevel=3;bad')}`, { headers: { authorization: kit.admin.token } });
    const text = await res.text();
    const cities = [...new Set(kit.contracts.filter((c) => c.city).map((c) => kit.cities.find((x) => x.id === c.city)!.name))].sort();
    expect(text.match(/^### .*$/gm)).toEqual(cities.map((c) => `### ${c}`));
    expect(text).toContain('| title |');
  });

  it('answers a saved search through get_data', async () => {
    const id = await save(kit, { name: 'Gd', json: contractsByCity(kit, { columns: [col('title', 'n1', 'name', { sort: 1 }), col('city', 'n1', kit.ids.cityOf)] }) });
    const res = await callData(kit.server, { token: kit.admin.token }, 'get_data', { semanticSearch: id, limit: 2, offset: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const linked = kit.contracts.filter((c) => c.city).sort((a, b) => a.name.localeCompare(b.name));
    expect(res.body.count_rows).toBe(linked.length);
    // the browser's data client reads the answer with the act's schema
    expect(getDataResultSchema.safeParse(res.body).success).toBe(true);
    const titles = res.body.rows.filter((r: any) => r.prop === 'title');
    expect(titles.map((r: any) => [r.row, r.val])).toEqual([[2, linked[1]!.name], [3, linked[2]!.name]]);
    expect(res.body.rows.find((r: any) => r.prop === 'city' && r.row === 2)).toMatchObject({ val: linked[1]!.city, cap: kit.cities.find((c) => c.id === linked[1]!.city)!.name });
  });
});
