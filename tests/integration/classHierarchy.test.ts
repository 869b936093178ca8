import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { callData, startTestServer, type TestServer } from './testServer';
import { expectRefused, newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';

/**
 * The queries the class screens make through get_data: roots, children, which children have
 * children of their own, all descendants and all ancestors (subclass_of / superclass_of), with
 * multiple inheritance, re-parenting and the refusals of bad hierarchy and property definitions.
 */
describe('class hierarchy through get_data', () => {
  let server: TestServer;
  let admin: Auth;
  // Animal ← Mammal ← Dog; Pet ← Dog (multiple inheritance); Dog ← Puppy; Plant alone
  const [animal, mammal, dog, pet, puppy, plant] = [uuid(), uuid(), uuid(), uuid(), uuid(), uuid()];
  const classFilter = { class: META_CLASS.Class, limit: 1000 };

  async function names(payload: Record<string, unknown>): Promise<string[]> {
    const res = await callData(server, admin, 'get_data', { ...classFilter, fields: [{ prop: 'name' }], ...payload });
    expect(res.body.error ?? null, JSON.stringify(res.body)).toBeNull();
    return (res.body.rows as Array<{ prop: string; val: string }>).filter((r) => r.prop === META_PROP.name).map((r) => r.val);
  }
  const mine = (list: string[]) => list.filter((n) => ['Animal', 'Mammal', 'Dog', 'Pet', 'Puppy', 'Plant'].includes(n));

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    await setOk(server, admin, [
      ...newClass(animal, 'Animal'),
      ...newClass(mammal, 'Mammal', [animal]),
      ...newClass(pet, 'Pet'),
      ...newClass(dog, 'Dog', [mammal, pet]),
      ...newClass(puppy, 'Puppy', [dog]),
      ...newClass(plant, 'Plant'),
    ]);
  });
  afterAll(() => server?.close());

  it('lists roots, children and, in one call for a level, which of them have children', async () => {
    expect(mine(await names({ filter: { prop: META_PROP.parents, op: 'empty' } }))).toEqual(['Animal', 'Pet', 'Plant']);
    expect(await names({ filter: { prop: META_PROP.parents, op: 'eq', val: animal } })).toEqual(['Mammal']);
    // multiple inheritance: Dog is a child of both its parents
    expect(await names({ filter: { prop: META_PROP.parents, op: 'eq', val: pet } })).toEqual(['Dog']);
    expect(await names({ filter: { prop: META_PROP.parents, op: 'eq', val: mammal } })).toEqual(['Dog']);
    const withChildren = await names({ idx: [animal, dog, puppy, plant], fields: [{ prop: META_PROP.parents, reverse: true, filter_mode: 'notEmpty', hidden: true }] });
    expect(withChildren.sort()).toEqual(['Animal', 'Dog']);
  });

  it('finds all descendants and all ancestors in one query each', async () => {
    expect((await names({ filter: { prop: 'subclass_of', op: 'eq', val: animal } })).sort()).toEqual(['Dog', 'Mammal', 'Puppy']);
    expect((await names({ filter: { prop: 'subclass_of', op: 'in', val: [pet, plant] } })).sort()).toEqual(['Dog', 'Puppy']);
    expect((await names({ filter: { prop: 'superclass_of', op: 'eq', val: puppy } })).sort()).toEqual(['Animal', 'Dog', 'Mammal', 'Pet']);
    expect(mine(await names({ filter: [{ prop: 'subclass_of', op: 'ne', val: animal }, { prop: 'name', op: 'starts', val: 'P' }] }))).toEqual(['Pet', 'Plant']);
    const bad = await callData(server, admin, 'get_data', { ...classFilter, filter: { prop: 'subclass_of', op: 'contains', val: 'Ani' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Operator contains does not apply to subclass_of: use eq, in or ne with class ids');
    const asField = await callData(server, admin, 'get_data', { ...classFilter, fields: [{ prop: 'subclass_of' }] });
    expect(asField.status).toBe(400);
  });

  it('re-parents a class, moving its subtree, and refuses a cycle with the names of both classes', async () => {
    // Dog moves from Mammal to Plant (keeping Pet); Puppy follows
    await setOk(server, admin, [
      { op: 'rem', inst: dog, prop: META_PROP.parents, val: mammal },
      { op: 'add', inst: dog, prop: META_PROP.parents, val: plant },
    ]);
    expect((await names({ filter: { prop: 'subclass_of', op: 'eq', val: plant } })).sort()).toEqual(['Dog', 'Puppy']);
    expect(await names({ filter: { prop: 'subclass_of', op: 'eq', val: animal } })).toEqual(['Mammal']);
    await expectRefused(server, admin, [{ op: 'add', inst: plant, prop: META_PROP.parents, val: puppy }], 400, 'Класс "Puppy" не может быть родителем класса "Plant": получится цикл');
    await expectRefused(server, admin, [{ op: 'add', inst: dog, prop: META_PROP.parents, val: dog }], 400, 'получится цикл');
  });

  it('refuses bad property definitions, saying what and where', async () => {
    const prop = uuid();
    await setOk(server, admin, newObjectProperty(prop, 'owns', { range: animal, domain: [pet] }));
    await expectRefused(server, admin, [{ op: 'upd', inst: prop, prop: META_PROP.minCardinality, val: -1 }], 400, 'Минимальная кардинальность');
    await expectRefused(server, admin, [{ op: 'upd', inst: prop, prop: META_PROP.maxCardinality, val: -2 }], 400, 'Максимальная кардинальность');
    await expectRefused(server, admin, newDataProperty(uuid(), 'weight', { type: 'float', domain: [dog], min: 3, max: 2 }), 400, 'меньше минимальной');
    // a range that is not a class: the message names the property and what it must be
    const rangeError = await expectRefused(server, admin, [{ op: 'upd', inst: prop, prop: META_PROP.range, val: prop }], 400, 'класса');
    expect(rangeError).toContain('owns');
    await expectRefused(server, admin, [{ op: 'upd', inst: prop, prop: META_PROP.range, val: uuid() }], 400, 'Unknown instance');
    // unlimited maximum with any minimum is fine
    await setOk(server, admin, [{ op: 'upd', inst: prop, prop: META_PROP.minCardinality, val: 2 }, { op: 'upd', inst: prop, prop: META_PROP.maxCardinality, val: -1 }]);
  });

  it('refuses to delete a class with instances unless forced', async () => {
    const cls = uuid();
    const inst = uuid();
    await setOk(server, admin, [...newClass(cls, 'Temp'), { op: 'new', class: cls, inst, name: 'thing' }]);
    const res = await callData(server, admin, 'set_data', { data: [{ op: 'del', inst: cls }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Temp|экземпляр/);
    await setOk(server, admin, [{ op: 'del', inst: cls, del_force: true }]);
  });
});
