import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, storeCounts, type Auth } from './setDataTestKit';
import { encodeWindows1251, getImport, instancesOf, postImport, waitForImport } from './importTestKit';
import { collect, connectHub } from './hubTestKit';

// CSV and Excel imports through real HTTP: rows land as instances of the class through set_data's
// write path, bad rows are reported one by one, and bad imports are refused before anything is written.
describe('imports', () => {
  let server: TestServer;
  let admin: Auth & { token: string };
  let editor: TestUser;
  const Person = randomUUID();
  const City = randomUUID();
  const born = randomUUID();
  const salary = randomUUID();
  const active = randomUUID();
  const code = randomUUID();
  const city = randomUUID();
  const note = randomUUID();
  const moscow = randomUUID();
  const mapping = { ФИО: 'name', Родился: born, Оклад: salary, Активен: active, Код: code, Город: city, Заметка: note };
  const fields = (extra: Record<string, unknown> = {}) => ({ class: Person, mapping: JSON.stringify(mapping), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signInAdmin(server)) as Auth & { token: string };
    editor = await addTestUser(server, 'editor', 'Редактор');
    await setOk(server, admin, [
      ...newClass(Person, 'Person'),
      ...newClass(City, 'City'),
      ...newDataProperty(born, 'born', { type: 'date', domain: [Person], ru: 'Дата рождения' }),
      ...newDataProperty(salary, 'salary', { type: 'float', domain: [Person], ru: 'Оклад' }),
      ...newDataProperty(active, 'active', { type: 'bool', domain: [Person] }),
      ...newDataProperty(code, 'code', { type: 'int', domain: [Person], min: 1, max: 1, ru: 'Табельный номер' }),
      ...newDataProperty(note, 'note', { type: 'string', domain: [Person] }),
      ...newObjectProperty(city, 'city', { range: City, domain: [Person] }),
      { op: 'new', class: City, inst: moscow, name: 'Москва' },
    ]);
  });
  afterAll(async () => server?.stop());

  const csv = [
    'ФИО;Родился;Оклад;Активен;Код;Город;Заметка',
    'Иванов Иван;31.05.1990;1 234,5;да;1;Москва;первый',
    'Петров Пётр;1985-02-01;100;нет;2;;',
    'Сидоров;31.02.1990;1;да;3;;',
    'Кузнецов;01.01.2000;много;да;4;;',
    'Смирнов;01.01.2000;5;да;;;',
    'Попов;01.01.2000;5;да;6;Казань;',
  ].join('\r\n');

  it('imports a CSV: good rows become instances with their values, readable through get_data; bad rows get messages', async () => {
    const started = await postImport(server, editor.token, { name: 'люди.csv', bytes: '\ufeff' + csv }, fields({ name: 'Сотрудники' }));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.importId).toMatch(/^[0-9a-f-]{36}$/);
    const done = await waitForImport(server, editor.token, started.body.importId);
    expect(done).toMatchObject({ name: 'Сотрудники', status: 'completed', source: 'csv', classId: Person, className: 'Person', imported: 2, progress: { done: 6, total: 6, rejected: 4 }, message: null });
    expect(done.endedAt).not.toBeNull();
    expect(done.results).toEqual([
      { row: 3, status: 'rejected', message: 'Столбец "Родился": Неверный формат даты' },
      { row: 4, status: 'rejected', message: 'Столбец "Оклад": Значение должно быть числом' },
      { row: 5, status: 'rejected', message: 'Поле "Табельный номер" обязательно для заполнения' },
      { row: 6, status: 'rejected', message: 'Не найден экземпляр "Казань"' },
    ]);
    const read = await callData(server, admin, 'get_data', { class: Person, fields: [{ prop: 'name' }, { prop: born }, { prop: salary }, { prop: active }, { prop: code }, { prop: city }] });
    expect(read.status).toBe(200);
    const byName = new Map<string, Record<string, unknown>>();
    for (const row of read.body.rows) {
      const inst = row.inst as string;
      const name = read.body.rows.find((r: any) => r.inst === inst && r.prop === '00000000-0000-4000-8000-000000000101').val;
      byName.set(name, { ...byName.get(name), [row.prop]: row.val });
    }
    expect([...byName.keys()].sort()).toEqual(['Иванов Иван', 'Петров Пётр']);
    expect(byName.get('Иванов Иван')).toMatchObject({ [born]: '1990-05-31', [salary]: 1234.5, [active]: true, [code]: 1, [city]: moscow });
    expect(byName.get('Петров Пётр')).toMatchObject({ [born]: '1985-02-01', [salary]: 100, [active]: false, [code]: 2 });
    // written as set_data writes: by the importing user, with change-log rows
    const logged = await server.ctx.db.selectFrom('change_log').select(['user_id', 'page_url']).where('op', '=', 'new').where('page_url', '=', `/import-data/${started.body.importId}`).execute();
    expect(logged).toHaveLength(2);
    expect(logged.every((l) => l.user_id === editor.id)).toBe(true);
  });

  it('reads a Windows-1251 CSV with comma delimiters', async () => {
    const text = 'ФИО,Код,Заметка\r\nЁжиков Семён,11,съешь ещё этих мягких булок\r\n';
    const started = await postImport(server, editor.token, { name: 'cp1251.csv', bytes: encodeWindows1251(text) }, { class: Person, mapping: JSON.stringify({ ФИО: 'name', Код: code, Заметка: note }) });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await waitForImport(server, editor.token, started.body.importId)).toMatchObject({ status: 'completed', imported: 1 });
    const read = await callData(server, admin, 'get_data', { class: Person, filter: { prop: 'name', op: 'eq', val: 'Ёжиков Семён' }, fields: [{ prop: note }] });
    expect(read.body.rows.filter((r: any) => r.prop === note).map((r: any) => r.val)).toEqual(['съешь ещё этих мягких булок']);
  });

  it('previews a file: columns with the types their values look like, and the first rows', async () => {
    const res = await postImport(server, editor.token, { name: 'люди.csv', bytes: csv }, {}, '/import/preview');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(res.body.encoding).toBe('utf-8');
    expect(res.body.columns.slice(0, 5)).toEqual([
      { label: 'ФИО', type: 'string' },
      { label: 'Родился', type: 'date' },
      { label: 'Оклад', type: 'string' },
      { label: 'Активен', type: 'bool' },
      { label: 'Код', type: 'int' },
    ]);
    expect(res.body.rows[0]).toMatchObject({ ФИО: 'Иванов Иван', Оклад: '1 234,5' });
  });

  it('checks sample rows against a mapping with the same rules', async () => {
    const res = await callApi(server, 'POST', '/import/check', editor.token, { class: Person, mapping: { Оклад: salary, Код: code }, rows: [{ Оклад: '1 234,5', Код: '1' }, { Оклад: 'много', Код: 'x' }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ problem: null, columns: { Оклад: { bad: 1, message: 'много: Значение должно быть числом' }, Код: { bad: 1, message: 'x: Значение должно быть целым числом' } } });
    const unmapped = await callApi(server, 'POST', '/import/check', editor.token, { class: Person, mapping: { Оклад: salary }, rows: [{ Оклад: '1' }] });
    expect(unmapped.body.problem).toBe('Поле "Табельный номер" обязательно для заполнения: сопоставьте ему столбец');
  });

  it('refuses, writing nothing: a mapped column missing from the file, bad mapping JSON, an unknown class', async () => {
    const before = { store: await storeCounts(server), imports: (await server.ctx.db.selectFrom('imports').select('id').execute()).length };
    const missing = await postImport(server, editor.token, { name: 'a.csv', bytes: 'ФИО;Код\nА;1\n' }, fields());
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('В файле нет столбцов, указанных в сопоставлении: "Родился", "Оклад", "Активен", "Город", "Заметка"');
    const badJson = await postImport(server, editor.token, { name: 'a.csv', bytes: 'ФИО\nА\n' }, { class: Person, mapping: '{oops' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toContain('mapping: ожидается JSON-объект');
    const unknownClass = await postImport(server, editor.token, { name: 'a.csv', bytes: 'ФИО\nА\n' }, { class: randomUUID(), mapping: '{"ФИО":"name"}' });
    expect(unknownClass.status).toBe(400);
    expect(unknownClass.body.error).toContain('Unknown class');
    expect({ store: await storeCounts(server), imports: (await server.ctx.db.selectFrom('imports').select('id').execute()).length }).toEqual(before);
  });

  it('imports an Excel workbook and refuses a file that is not one', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    sheet.addRow(['ФИО', 'Родился', 'Код']);
    sheet.addRow(['Excel Один', new Date(Date.UTC(1991, 11, 24)), 21]);
    sheet.addRow(['Excel Два', '24.12.1992', 22]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const map = JSON.stringify({ ФИО: 'name', Родился: born, Код: code });
    const started = await postImport(server, editor.token, { name: 'люди.xlsx', bytes }, { class: Person, mapping: map });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await waitForImport(server, editor.token, started.body.importId)).toMatchObject({ status: 'completed', source: 'xlsx', imported: 2, results: [] });
    const read = await callData(server, admin, 'get_data', { class: Person, filter: { prop: 'name', op: 'eq', val: 'Excel Один' }, fields: [{ prop: born }] });
    expect(read.body.rows.filter((r: any) => r.prop === born).map((r: any) => r.val)).toEqual(['1991-12-24']);

    const fake = await postImport(server, editor.token, { name: 'люди.xlsx', bytes: 'ФИО;Код\nА;1\n' }, { class: Person, mapping: map });
    expect(fake.status).toBe(400);
    expect(fake.body.error).toBe('Файл не является книгой Excel (.xlsx)');
    const pdf = await postImport(server, editor.token, { name: 'отчёт.pdf', bytes: '%PDF-1.4' }, { class: Person, mapping: map });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toBe('Поддерживаются файлы CSV (.csv) и Excel (.xlsx)');
  });

  it('a batch that fails in the database is split until the bad rows stand alone: the others land, the bad ones are reported, none is half-written', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `Пакет ${i + 1};${1000 + i};${[700, 701, 1100].includes(i) ? 'с нулём \u0000 внутри' : `заметка ${i + 1}`}`);
    const started = await postImport(server, editor.token, { name: 'batches.csv', bytes: ['ФИО;Код;Заметка', ...rows].join('\n') }, { class: Person, mapping: JSON.stringify({ ФИО: 'name', Код: code, Заметка: note }) });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const done = await waitForImport(server, editor.token, started.body.importId);
    expect(done).toMatchObject({ status: 'completed', imported: 1197, progress: { done: 1200, total: 1200, rejected: 3 } });
    expect(done.results).toEqual([701, 702, 1101].map((row) => ({ row, status: 'rejected', message: 'Текст содержит недопустимый символ (U+0000)' })));
    const batch = await server.ctx.db.selectFrom('instances').select('id').where('name', 'like', 'Пакет %').execute();
    expect(batch).toHaveLength(1197);
    const withNote = await server.ctx.db.selectFrom('vals').select('inst').where('prop', '=', note).where('inst', 'in', batch.map((b) => b.id)).execute();
    expect(withNote).toHaveLength(1197);
  });

  it('refuses a reader, and shows an import to its owner and administrators only', async () => {
    const reader = await addTestUser(server, 'reader', 'Читатель', []);
    const role =
      (await server.ctx.db.selectFrom('roles').select('id').where('code', '=', 'reader').executeTakeFirst()) ??
      (await server.ctx.db.insertInto('roles').values({ id: randomUUID(), code: 'reader', name: 'reader', is_global: true }).returning('id').executeTakeFirstOrThrow());
    await server.ctx.db.insertInto('user_roles').values({ user_id: reader.id, role_id: role.id }).execute();
    const before = await storeCounts(server);
    const refused = await postImport(server, reader.token, { name: 'a.csv', bytes: 'ФИО;Код\nА;1\n' }, { class: Person, mapping: JSON.stringify({ ФИО: 'name', Код: code }) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Недостаточно прав для изменения данных/);
    expect(await storeCounts(server)).toEqual(before);
    const adminClass = await postImport(server, editor.token, { name: 'a.csv', bytes: 'ФИО\nА\n' }, { class: META_CLASS.Command, mapping: JSON.stringify({ ФИО: 'name' }) });
    expect(adminClass.status).toBe(403);

    const mine = (await callApi(server, 'GET', '/import', editor.token)).body.imports;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i: any) => i.ownerId === editor.id)).toBe(true);
    expect((await callApi(server, 'GET', '/import', reader.token)).body.imports).toEqual([]);
    expect((await getImport(server, reader.token, mine[0].id)).status).toBe(404);
    expect((await getImport(server, admin.token, mine[0].id)).status).toBe(200);
    expect((await callApi(server, 'GET', '/import', admin.token)).body.imports.length).toBe(mine.length);
  });

  it("pushes IMPORT_STATUS_UPDATE to the owner's sockets: queued at once, running with growing progress, then completed — the stored numbers each time", async () => {
    const socket = await connectHub(server, editor.token);
    const other = await connectHub(server, admin.token);
    try {
      const seen = collect(socket, 'IMPORT_STATUS_UPDATE');
      const seenByOther = collect(other, 'IMPORT_STATUS_UPDATE');
      const rows = Array.from({ length: 3000 }, (_, i) => `Живой ${i + 1};${5000 + i}`);
      const started = await postImport(server, editor.token, { name: 'live.csv', bytes: ['ФИО;Код', ...rows].join('\n') }, { class: Person, mapping: JSON.stringify({ ФИО: 'name', Код: code }), name: 'Живой импорт' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const importId = started.body.importId as string;
      // from the first second the page knows how many rows the import will read
      const first = (await getImport(server, editor.token, importId)).body;
      expect(first.progress.total).toBe(3000);
      expect(['queued', 'running']).toContain(first.status);
      const ended = await waitForImport(server, editor.token, importId);
      await expect.poll(() => seen.at(-1)?.status, { timeout: 5000 }).toBe('completed');
      const mine = seen.filter((e) => e.importId === importId);
      expect(mine[0]).toEqual({ userId: editor.id, importId, importName: 'Живой импорт', status: 'queued', progress: { done: 0, total: 3000, rejected: 0 } });
      expect(mine[1]).toMatchObject({ status: 'running', progress: { done: 0, total: 3000, rejected: 0 } });
      expect(mine.at(-1)).toEqual({ userId: editor.id, importId, importName: 'Живой импорт', status: 'completed', progress: { done: 3000, total: 3000, rejected: 0 } });
      // the last push is what the import's page reads: one set of numbers
      expect(mine.at(-1)?.progress).toEqual(ended.progress);
      expect(ended.imported).toBe(ended.progress.done - ended.progress.rejected);
      const done = mine.map((e) => e.progress.done);
      expect(done).toEqual([...done].sort((a, b) => a - b));
      // throttled, but more than start and end: the bar moves in between
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(seenByOther.filter((e) => e.importId === importId)).toEqual([]);
    } finally {
      socket.close();
      other.close();
    }
  });

  it('counts the instances it reports', async () => {
    const imported = (await callApi(server, 'GET', '/import', editor.token)).body.imports.reduce((n: number, i: any) => n + i.imported, 0);
    expect(await instancesOf(server, Person)).toHaveLength(imported);
  });
});
