import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextAnswerSchema, fcaEntrySchema, fcaListSchema, fcaSharingSchema } from '../../realtime/protocol/fca';
import { conformanceCxt, startFcaKit, type FcaKit } from './fcaTestKit';
import type { TestUser } from './testServer';

// FCA entries through real HTTP: create, read, change (revisions), delete; who may do what (as
// reports: author, administrators, assignments, shared roles); uploads of .cxt and .csv (a malformed
// file names its line and writes nothing); the context and its .cxt export.

const UPLOAD_SETTINGS = { source: 'upload', format: 'cxt', fileName: 'small.cxt' } as const;
const SMALL = { objects: ['a', 'b'], attributes: ['x', 'y'], incidence: [[0], [1, 0]] };

describe('FCA entries', () => {
  let kit: FcaKit;
  let author: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    kit = await startFcaKit();
    author = await kit.user('fca-author');
    stranger = await kit.user('fca-stranger');
  });
  afterAll(async () => kit?.server.stop());

  it('creates, reads, changes with a revision, refuses a stale change with the current entry, and deletes', async () => {
    const created = await kit.call('POST', '/fca', author.token, { name: 'Малый', annotation: 'проба', settings: UPLOAD_SETTINGS, context: SMALL });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const entry = fcaEntrySchema.parse(created.body);
    expect(entry).toMatchObject({ name: 'Малый', annotation: 'проба', source: 'upload', author: author.id, authorName: 'fca-author', mayEdit: true, revision: 1 });
    expect(entry.settings.analysis).toEqual({ minSupport: 0.1, minConfidence: 0.8, latticeMinExtent: 0 });

    const context = contextAnswerSchema.parse((await kit.call('GET', `/fca/${entry.id}/context`, author.token)).body);
    // rows come back sorted
    expect(context).toMatchObject({ context: { objects: ['a', 'b'], attributes: ['x', 'y'], incidence: [[0], [0, 1]] }, objectIds: [null, null], linkClass: null, tooLargeForBrowser: false });
    expect(context.attributeInfo).toEqual([{ name: 'x', kind: 'uploaded', ref: null }, { name: 'y', kind: 'uploaded', ref: null }]);

    // a change without the context keeps it; the analysis settings are kept
    const changed = await kit.call('PUT', `/fca/${entry.id}`, author.token, {
      name: 'Малый контекст',
      settings: { ...UPLOAD_SETTINGS, analysis: { minSupport: 0.3, minConfidence: 0.9, latticeMinExtent: 1 } },
      revision: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Малый контекст', revision: 2, settings: { analysis: { minSupport: 0.3 } } });
    expect((await kit.call('GET', `/fca/${entry.id}/context`, author.token)).body.context.objects).toEqual(['a', 'b']);

    // the context is replaced
    const replaced = await kit.call('PUT', `/fca/${entry.id}`, author.token, { name: 'Малый контекст', settings: UPLOAD_SETTINGS, context: { ...SMALL, objects: ['a', 'c'] }, revision: 2 });
    expect(replaced.status).toBe(200);
    expect((await kit.call('GET', `/fca/${entry.id}/context`, author.token)).body.context.objects).toEqual(['a', 'c']);

    const stale = await kit.call('PUT', `/fca/${entry.id}`, author.token, { name: 'Старое', settings: UPLOAD_SETTINGS, revision: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/изменён/);
    expect(fcaEntrySchema.parse(stale.body.current)).toMatchObject({ name: 'Малый контекст', revision: 3 });

    // the source kind stays
    const switched = await kit.call('PUT', `/fca/${entry.id}`, author.token, {
      name: 'x',
      settings: { source: 'ontology', objects: { kind: 'class', classId: kit.ids.Animal }, attributes: {} },
      revision: 3,
    });
    expect(switched.status).toBe(400);
    expect(switched.body.error).toMatch(/источник/);

    const list = fcaListSchema.parse((await kit.call('GET', '/fca', author.token)).body);
    expect(list.items.map((i) => i.name)).toContain('Малый контекст');

    expect((await kit.call('DELETE', `/fca/${entry.id}`, author.token)).status).toBe(200);
    expect((await kit.call('GET', `/fca/${entry.id}`, author.token)).status).toBe(404);
  });

  it('refuses bad input writing nothing: an upload entry without its context, a bad index, an empty name', async () => {
    const before = await kit.count();
    const cases = [
      { name: 'Без контекста', settings: UPLOAD_SETTINGS },
      { name: 'Вне контекста', settings: UPLOAD_SETTINGS, context: { ...SMALL, incidence: [[0], [5]] } },
      { name: '  ', settings: UPLOAD_SETTINGS, context: SMALL },
      { name: 'Неизвестный класс', settings: { source: 'ontology', objects: { kind: 'class', classId: '00000000-0000-4000-8000-00000000ffff' }, attributes: {} } },
    ];
    for (const body of cases) {
      const res = await kit.call('POST', '/fca', author.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    expect(await kit.count()).toBe(before);
  });

  it('keeps an entry from whom it is not shared with; a reader assignment reads, an editor one changes', async () => {
    const created = await kit.call('POST', '/fca', author.token, { name: 'Секрет', settings: UPLOAD_SETTINGS, context: SMALL });
    const id = created.body.id as string;
    expect((await kit.call('GET', `/fca/${id}`, stranger.token)).status).toBe(404);
    expect((await kit.call('GET', `/fca/${id}/context`, stranger.token)).status).toBe(404);
    expect((await kit.call('PUT', `/fca/${id}`, stranger.token, { name: 'Чужое', settings: UPLOAD_SETTINGS, revision: 1 })).status).toBe(404);
    expect((await kit.call('DELETE', `/fca/${id}`, stranger.token)).status).toBe(404);
    expect((await kit.call('POST', `/fca/${id}/runs`, stranger.token, {})).status).toBe(404);
    expect(fcaListSchema.parse((await kit.call('GET', '/fca', stranger.token)).body).items.map((i) => i.id)).not.toContain(id);
    // the administrator sees everything
    expect((await kit.call('GET', `/fca/${id}`)).body.mayEdit).toBe(true);

    const shared = await kit.call('PUT', `/fca/${id}/sharing`, author.token, { role: [], assignments: [{ userId: stranger.id, edit: false }] });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(fcaSharingSchema.parse(shared.body).assignments).toMatchObject([{ userId: stranger.id, edit: false }]);
    expect((await kit.call('GET', `/fca/${id}`, stranger.token)).body).toMatchObject({ name: 'Секрет', mayEdit: false });
    expect((await kit.call('PUT', `/fca/${id}`, stranger.token, { name: 'Чужое', settings: UPLOAD_SETTINGS, revision: 1 })).status).toBe(403);
    expect((await kit.call('GET', `/fca/${id}/sharing`, stranger.token)).status).toBe(403);

    await kit.call('PUT', `/fca/${id}/sharing`, author.token, { role: [], assignments: [{ userId: stranger.id, edit: true }] });
    const edited = await kit.call('PUT', `/fca/${id}`, stranger.token, { name: 'Общее', settings: UPLOAD_SETTINGS, revision: 1 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(fcaListSchema.parse((await kit.call('GET', '/fca', stranger.token)).body).items.find((i) => i.id === id)).toMatchObject({ name: 'Общее', mayEdit: true });
  });

  it('uploads liveinwater.cxt, answers its context and exports it as .cxt that reads back the same', async () => {
    const text = await conformanceCxt('liveinwater.cxt');
    const res = await kit.upload('liveinwater.cxt', text);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const entry = fcaEntrySchema.parse(res.body);
    expect(entry).toMatchObject({ name: 'liveinwater', source: 'upload', settings: { source: 'upload', format: 'cxt', fileName: 'liveinwater.cxt' } });
    const answer = contextAnswerSchema.parse((await kit.call('GET', `/fca/${entry.id}/context`)).body);
    expect(answer.context.objects).toHaveLength(8);
    expect(answer.context.attributes).toHaveLength(9);
    expect(answer.context.objects[0]).toBe('fish leech');

    const exported = await fetch(`${kit.server.api}/fca/${entry.id}/context.cxt`, { headers: { authorization: kit.admin.token } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(exported.headers.get('content-disposition')).toContain("filename*=UTF-8''liveinwater.cxt");
    const cxt = await exported.text();
    expect(cxt).toBe(text);
    const again = await kit.upload('copy.cxt', cxt, { name: 'Копия' });
    expect(again.body.name).toBe('Копия');
    expect((await kit.call('GET', `/fca/${again.body.id}/context`)).body.context).toEqual(answer.context);
  });

  it('uploads a CSV table (by extension or by content)', async () => {
    const csv = ';летает;плавает\nутка;X;X\nкот;;\n';
    const res = await kit.upload('птицы.csv', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'птицы', settings: { format: 'csv' } });
    const answer = (await kit.call('GET', `/fca/${res.body.id}/context`)).body;
    expect(answer.context).toEqual({ objects: ['утка', 'кот'], attributes: ['летает', 'плавает'], incidence: [[0, 1], []] });
    const untyped = await kit.upload('table', csv);
    expect(untyped.body.settings?.format).toBe('csv');
  });

  it('refuses a malformed file naming its line, and writes nothing', async () => {
    const before = await kit.count();
    const bad = 'B\n\n2\n2\n\na\nb\nx\ny\nX.\nXQ\n';
    const res = await kit.upload('bad.cxt', bad);
    expect(res.status).toBe(400);
    expect(res.body.line).toBe(11);
    expect(res.body.error).toMatch(/Строка 11/);
    const short = await kit.upload('short.cxt', 'B\n\n3\n2\n\na\nb\nc\nx\ny\nX.\n.X\n');
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/^Строка \d+/);
    const csv = await kit.upload('bad.csv', ';x;y\na;X;может быть\n');
    expect(csv.status).toBe(400);
    expect(csv.body.line).toBe(2);
    expect(csv.body.error).toContain('может быть');
    // beyond MAX_OBJECTS: refused at the count, before any row is read
    const huge = await kit.upload('huge.cxt', 'B\n\n100001\n1\n\n');
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ line: 3 });
    expect(huge.body.error).toMatch(/не больше 100000/);
    const empty = await kit.upload('empty.cxt', '');
    expect(empty.status).toBe(400);
    expect(await kit.count()).toBe(before);
  });
});
