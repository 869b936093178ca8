import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRow, GetDataPayload } from '../../../../realtime/protocol/dataApi/getData';
import type { SetItem } from '../../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';

const calls: { get: GetDataPayload[]; set: SetItem[][]; form: unknown[] } = { get: [], set: [], form: [] };
let answers: Array<{ rows: DataRow[]; count_rows: number; groups?: Array<{ val: string; cap: string; count: number }> }> = [];

vi.mock('../../../api/dataApi', () => ({
  getData: (payload: GetDataPayload) => (calls.get.push(payload), Promise.resolve(answers.shift() ?? { rows: [], count_rows: 0 })),
  setData: (items: SetItem[]) => (calls.set.push(items), Promise.resolve({ rows: [], count_rows: items.length })),
  getForm: (payload: unknown) => (calls.form.push(payload), Promise.resolve({ rows: [], count_rows: 0 })),
}));

// the unit tests share their workers' modules (vitest.config.ts): the client is imported anew, over
// the mock, and the modules are left fresh for the next file without it
vi.resetModules();
afterAll(() => {
  vi.doUnmock('../../../api/dataApi');
  vi.resetModules();
});
const { ontologyClient } = await import('./ontologyClient');
const { linksOf } = await import('./entityValues');

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (inst: number, prop: string, val: DataRow['val'], extra: Partial<DataRow> = {}): DataRow => ({ row: 1, inst: id(inst), prop, val, cap: typeof val === 'string' ? val : null, from: META_CLASS.Class, readonly: false, can_delete: true, idx: 0, lang: null, ...extra });

beforeEach(() => {
  calls.get = [];
  calls.set = [];
  calls.form = [];
  answers = [];
});

describe('the ontology client', () => {
  it('reads a page of entities with the total', async () => {
    answers = [{ rows: [row(1, META_PROP.name, 'Dog'), row(2, META_PROP.name, 'Cat')], count_rows: 7 }];
    const page = await ontologyClient.read({ of: 'class', limit: 2 });
    expect(page.total).toBe(7);
    expect(page.entities.map((e) => e.name)).toEqual(['Dog', 'Cat']);
    expect(calls.get).toEqual([{ class: META_CLASS.Class, limit: 2 }]);
  });
  it('names links by their captions when asked, in one more request', async () => {
    answers = [
      { rows: [row(1, META_PROP.name, 'Dog'), row(1, META_PROP.parents, id(2), { cap: 'Mammal' })], count_rows: 1 },
      { rows: [row(2, META_PROP.name, 'Mammal'), row(2, META_PROP.label, 'Млекопитающее', { lang: 'ru' })], count_rows: 1 },
    ];
    const [dog] = (await ontologyClient.read({ of: 'class', fields: [META_PROP.parents] }, { captions: { lang: 'ru', of: [META_PROP.parents] } })).entities;
    expect(linksOf(dog, META_PROP.parents)).toEqual([{ id: id(2), name: 'Млекопитающее' }]);
    expect(calls.get[1]).toEqual({ idx: [id(2)], fields: [{ prop: META_PROP.label }], limit: 1 });
  });
  it('counts, overall and per class', async () => {
    answers = [{ rows: [], count_rows: 12 }, { rows: [], count_rows: 0, groups: [{ val: id(3), cap: 'C', count: 4 }] }];
    expect(await ontologyClient.count({ of: { class: id(3) } })).toBe(12);
    expect(await ontologyClient.countByClass([id(3)])).toEqual(new Map([[id(3), 4]]));
    expect(calls.get).toEqual([
      { class: id(3), limit: 0 },
      { filter: { prop: 'class', op: 'in', val: [id(3)] }, group: 'class', limit: 0 },
    ]);
    expect(await ontologyClient.countByClass([])).toEqual(new Map());
    expect(calls.get).toHaveLength(2);
  });
  it('creates an entity in one call and answers its id; writes nothing for no changes', async () => {
    const created = await ontologyClient.create({ of: 'map', name: 'Карта', values: { [META_PROP.comment]: { lang: 'ru', text: 'о картах' } } });
    expect(calls.set).toEqual([
      [
        { op: 'new', class: META_CLASS.OntologyMap, inst: created, name: 'Карта' },
        { op: 'upd', inst: created, prop: META_PROP.comment, val: { lang: 'ru', text: 'о картах' } },
      ],
    ]);
    await ontologyClient.write([]);
    expect(calls.set).toHaveLength(1);
  });
  it('reads nothing for no ids; a form in the interface language', async () => {
    expect(await ontologyClient.readByIds([])).toEqual([]);
    expect(calls.get).toEqual([]);
    await ontologyClient.form(id(4), { lang: 'de', inst: id(5) });
    expect(calls.form).toEqual([{ class: id(4), inst: id(5), prop_cap: 'ru' }]);
  });
});
