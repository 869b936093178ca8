import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { getDataResultSchema } from '../../realtime/protocol/dataApi/getData';
import { getFormResultSchema } from '../../realtime/protocol/dataApi/getForm';
import { setDataResultSchema } from '../../realtime/protocol/dataApi/setData';
import { callData, startTestServer, type TestServer } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';

/** Values by property of one instance in get_data rows. */
function valuesOf(rows: Array<{ inst: string; prop: string | null; val: unknown }>, inst: string): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const r of rows) if (r.inst === inst && r.prop) (out[r.prop] ??= []).push(r.val);
  return out;
}

describe('set_data round trip through get_data and get_form', () => {
  let server: TestServer;
  let admin: Auth;
  const [Animal, Dog, Person] = [uuid(), uuid(), uuid()];
  const [weight, born, seen, tame, owner, tags] = [uuid(), uuid(), uuid(), uuid(), uuid(), uuid()];
  const [rex, alice] = [uuid(), uuid()];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    const body = await setOk(server, admin, [
      ...newClass(Animal, 'Animal'),
      ...newClass(Dog, 'Dog', [Animal]),
      ...newClass(Person, 'Person'),
      ...newDataProperty(weight, 'weight', { type: 'float', domain: [Animal], max: 1 }),
      ...newDataProperty(born, 'born', { type: 'date', domain: [Animal], max: 1, min: 1, ru: 'Дата рождения' }),
      ...newDataProperty(seen, 'seen', { type: 'dateTime', domain: [Animal] }),
      ...newDataProperty(tame, 'tame', { type: 'bool', domain: [Animal], max: 1 }),
      ...newDataProperty(tags, 'tags', { type: 'multiString', domain: [Animal] }),
      ...newObjectProperty(owner, 'owner', { range: Person, domain: [Animal], max: 1 }),
      { op: 'new', class: Person, inst: alice, name: 'Alice' },
      { op: 'new', class: Dog, inst: rex, name: 'Rex' },
      { op: 'upd', inst: rex, prop: weight, val: '30,5' },
      { op: 'upd', inst: rex, prop: born, val: '2020-01-15' },
      { op: 'add', inst: rex, prop: seen, val: '2024-05-01T15:00:00+03:00' },
      { op: 'upd', inst: rex, prop: tame, val: true },
      { op: 'add', inst: rex, prop: tags, val: { lang: 'ru', text: 'пёс' } },
      { op: 'add', inst: rex, prop: owner, val: alice },
    ]);
    setDataResultSchema.parse(body);
  });
  afterAll(async () => server?.stop());

  it('reads back every value as written, through the class and its ancestor', async () => {
    const direct = await callData(server, admin, 'get_data', { class: Dog });
    expect(direct.status).toBe(200);
    getDataResultSchema.parse(direct.body);
    const vals = valuesOf(direct.body.rows, rex);
    expect(vals[META_PROP.name]).toEqual(['Rex']);
    expect(vals[weight]).toEqual([30.5]);
    expect(vals[born]).toEqual(['2020-01-15']);
    expect(vals[seen]).toEqual(['2024-05-01T12:00:00.000Z']);
    expect(vals[tame]).toEqual([true]);
    expect(vals[tags]).toEqual(['пёс']);
    expect(vals[owner]).toEqual([alice]);
    const recursive = await callData(server, admin, 'get_data', { class: Animal, recursive: true, fields: [{ prop: 'name' }] });
    expect(recursive.body.rows.map((r: { inst: string }) => r.inst)).toContain(rex);
  });

  it('sees renames, removals and deletions at once', async () => {
    await setOk(server, admin, [
      { op: 'upd', inst: rex, prop: 'name', val: 'Rex II' },
      { op: 'upd', inst: rex, prop: tame, val: null },
    ]);
    const after = await callData(server, admin, 'get_data', { class: Dog });
    const vals = valuesOf(after.body.rows, rex);
    expect(vals[META_PROP.name]).toEqual(['Rex II']);
    expect(vals[tame]).toBeUndefined();
    await setOk(server, admin, [{ op: 'del', inst: rex }]);
    const gone = await callData(server, admin, 'get_data', { class: Dog });
    expect(gone.body.count_rows).toBe(0);
  });

  it('get_form shows a required field of a property created through set_data', async () => {
    const form = await callData(server, admin, 'get_form', { class: Dog, prop_cap: 'ru' });
    expect(form.status).toBe(200);
    getFormResultSchema.parse(form.body);
    const field = form.body.rows.find((f: { prop: string }) => f.prop === born);
    expect(field).toMatchObject({ cap: 'Дата рождения', type: 'date', min: 1, max: 1, required: true, tab: 'inherited' });
  });
});
