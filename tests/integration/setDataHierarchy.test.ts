import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { startTestServer, type TestServer } from './testServer';
import { classesOf, closureOf, expectRefused, newClass, newDataProperty, setOk, signInAdmin, storedValues, uuid, type Auth } from './setDataTestKit';

/** The closure the parents values imply, computed independently, against what class_closure holds. */
async function expectClosureConsistent(server: TestServer): Promise<void> {
  const db = server.ctx.db;
  const classes = (await db.selectFrom('memberships').select('instance_id').where('class_id', '=', META_CLASS.Class).execute()).map((r) => r.instance_id);
  const edges = await db.selectFrom('vals').select(['inst', 'r']).where('prop', '=', META_PROP.parents).execute();
  const expected: string[] = [];
  for (const cls of classes) {
    const depth = new Map([[cls, 0]]);
    const queue = [cls];
    while (queue.length) {
      const c = queue.shift() as string;
      for (const e of edges) {
        if (e.inst === c && e.r && !depth.has(e.r)) {
          depth.set(e.r, (depth.get(c) ?? 0) + 1);
          queue.push(e.r);
        }
      }
    }
    for (const [a, d] of depth) expected.push(`${a}>${cls}:${d}`);
  }
  const actual = (await db.selectFrom('class_closure').selectAll().execute()).map((r) => `${r.ancestor}>${r.descendant}:${r.depth}`);
  expect(actual.sort()).toEqual(expected.sort());
}

describe('set_data and the class hierarchy', () => {
  let server: TestServer;
  let admin: Auth;
  const [A, B, C, D, E, X] = [uuid(), uuid(), uuid(), uuid(), uuid(), uuid()];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    // a diamond: D below both B and C, which are below A; E below D
    await setOk(server, admin, [...newClass(A, 'A'), ...newClass(B, 'B', [A]), ...newClass(C, 'C', [A]), ...newClass(D, 'D', [B, C]), ...newClass(E, 'E', [D]), ...newClass(X, 'X')]);
  });
  afterAll(async () => server?.stop());

  it('keeps the closure with shortest depths over multiple inheritance', async () => {
    expect(await closureOf(server, E)).toEqual([`${A}:3`, `${B}:2`, `${C}:2`, `${D}:1`, `${E}:0`].sort());
    await expectClosureConsistent(server);
  });

  it('refuses a cycle, including a class being its own parent', async () => {
    await expectRefused(server, admin, [{ op: 'add', inst: A, prop: META_PROP.parents, val: E }], 400, 'получится цикл');
    await expectRefused(server, admin, [{ op: 'add', inst: B, prop: META_PROP.parents, val: B }], 400, 'получится цикл');
    await expectRefused(server, admin, [{ op: 'upd', inst: C, prop: META_PROP.parents, val: D }], 400, 'получится цикл');
  });

  it('refuses a cycle made by several items of one call', async () => {
    const [P, Q] = [uuid(), uuid()];
    await expectRefused(server, admin, [...newClass(P, 'P'), ...newClass(Q, 'Q', [P]), { op: 'add', inst: P, prop: META_PROP.parents, val: Q }], 400, 'получится цикл (data[3])');
  });

  it('updates the closure of all descendants when a parent is added above them', async () => {
    await setOk(server, admin, [{ op: 'add', inst: A, prop: META_PROP.parents, val: X }]);
    expect(await closureOf(server, E)).toEqual([`${X}:4`, `${A}:3`, `${B}:2`, `${C}:2`, `${D}:1`, `${E}:0`].sort());
    await expectClosureConsistent(server);
  });

  it('keeps ancestors reachable through the other parent when one is removed', async () => {
    await setOk(server, admin, [{ op: 'rem', inst: D, prop: META_PROP.parents, val: B }]);
    expect(await closureOf(server, E)).toEqual([`${X}:4`, `${A}:3`, `${C}:2`, `${D}:1`, `${E}:0`].sort());
    await setOk(server, admin, [{ op: 'add', inst: D, prop: META_PROP.parents, val: B }]);
    await expectClosureConsistent(server);
  });

  it('replaces parents with upd and rebuilds the closure', async () => {
    const F = uuid();
    await setOk(server, admin, [...newClass(F, 'F', [B, C]), { op: 'upd', inst: F, prop: META_PROP.parents, val: X }]);
    expect(await closureOf(server, F)).toEqual([`${X}:1`, `${F}:0`].sort());
    await expectClosureConsistent(server);
  });

  it('gives parents only to classes', async () => {
    const plain = uuid();
    await setOk(server, admin, [{ op: 'new', class: A, inst: plain, name: 'plain' }]);
    await expectRefused(server, admin, [{ op: 'add', inst: plain, prop: META_PROP.parents, val: A }], 400, 'Родительские классы задаются только у классов');
    await expectRefused(server, admin, [{ op: 'add', inst: A, prop: META_PROP.parents, val: plain }], 400, 'Значение должно быть экземпляром класса "Класс"');
  });

  describe('deleting classes and properties', () => {
    const [Top, Mid, Leaf] = [uuid(), uuid(), uuid()];
    const member = uuid();
    const both = uuid();
    const size = uuid();

    beforeAll(async () => {
      await setOk(server, admin, [
        ...newClass(Top, 'Top'),
        ...newClass(Mid, 'Mid', [Top]),
        ...newClass(Leaf, 'Leaf', [Mid]),
        ...newDataProperty(size, 'size', { type: 'int', domain: [Mid] }),
        { op: 'new', class: Mid, inst: member, name: 'member' },
        { op: 'new', class: Top, inst: both, name: 'both' },
        { op: 'add', inst: both, prop: 'class', val: Mid },
        { op: 'upd', inst: member, prop: size, val: 3 },
      ]);
    });

    it('refuses to delete a class with instances or subclasses without del_force', async () => {
      await expectRefused(server, admin, [{ op: 'del', inst: Mid }], 400, 'Класс "Mid" содержит экземпляры (2) и подклассы (1); удалить его можно только с del_force');
    });

    it('refuses to delete a property that has values without del_force', async () => {
      await expectRefused(server, admin, [{ op: 'del', inst: size }], 400, 'Свойство "size" заполнено у экземпляров (1)');
    });

    it('with del_force removes memberships, detaches subclasses and rebuilds the closure', async () => {
      await setOk(server, admin, [{ op: 'del', inst: Mid, del_force: true }]);
      expect(await classesOf(server, member)).toEqual([]);
      expect(await classesOf(server, both)).toEqual([Top]);
      expect(await storedValues(server, Leaf, META_PROP.parents)).toEqual([]);
      expect(await closureOf(server, Leaf)).toEqual([`${Leaf}:0`]);
      // the property's domain pointed at the class: that link went too
      expect(await storedValues(server, size, META_PROP.domain)).toEqual([]);
      const rows = await server.ctx.db.selectFrom('class_closure').select('ancestor').where((eb) => eb.or([eb('ancestor', '=', Mid), eb('descendant', '=', Mid)])).execute();
      expect(rows).toEqual([]);
      await expectClosureConsistent(server);
    });

    it('with del_force deletes a property and its values', async () => {
      await setOk(server, admin, [{ op: 'del', inst: size, del_force: true }]);
      expect(await storedValues(server, member, size)).toEqual([]);
    });
  });

  it('never deletes or renames built-in classes and properties', async () => {
    await expectRefused(server, admin, [{ op: 'del', inst: META_CLASS.Class, del_force: true }], 403, 'Встроенные классы и свойства нельзя удалять или переименовывать');
    await expectRefused(server, admin, [{ op: 'upd', inst: META_PROP.name, prop: 'name', val: 'Title' }], 403, 'нельзя удалять или переименовывать');
    await expectRefused(server, admin, [{ op: 'upd', inst: META_PROP.name, prop: META_PROP.type, val: 'int' }], 403, 'можно менять только подписи');
    await setOk(server, admin, [{ op: 'upd', inst: META_PROP.comment, prop: META_PROP.label, val: { lang: 'en', text: 'Notes' } }]);
  });
});
