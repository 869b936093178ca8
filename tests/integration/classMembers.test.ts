import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factSheetSchema } from '../../realtime/protocol/factExplorer';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { uuid } from './setDataTestKit';
import { startRulesKit, type RulesKit } from './owlRulesTestKit';
import { col } from './semanticSearchTestKit';
import { ANIMALS_TTL, DEFINITIONS, R, addDefinition, entityByIri, waitForRun } from './reasonerTestKit';
import { importOwl } from './owlTestKit';

// One meaning of "members of a class" on every screen (issue 26): stated members, members an OWL
// rule derives and members the reasoner infers, with subclasses — the data API, a semantic search,
// the form and the fact explorer agree on them, and mark the derived ones.

describe('members of a class', () => {
  let kit: RulesKit;
  const RULE = 'Сырные пиццы';

  beforeAll(async () => {
    kit = await startRulesKit();
    // one stated member beside the two the rule derives (margherita and quattro have cheese)
    await kit.set([{ op: 'new', class: kit.ids.CheeseyPizza, inst: uuid(), name: 'fourCheese' }]);
    await kit.create(RULE, 'computedClass', 'Pizza(?p) ^ hasTopping(?p, ?t) ^ CheeseTopping(?t) -> CheeseyPizza(?p)');
  }, 60_000);
  afterAll(async () => kit?.server.close());

  const names = (rows: Array<{ prop: string; val: unknown }>) => rows.filter((r) => r.prop === META_PROP.name).map((r) => String(r.val)).sort();
  const getData = async (payload: Record<string, unknown>) => {
    const res = await kit.data('get_data', payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const search = async (classId: string, subclasses: boolean): Promise<string[]> => {
    const settings = {
      filters: [{ id: 'f', nodes: [{ id: 'n1', classId, subclasses }], edges: [], where: [] }],
      columns: [col('title', 'n1', 'name', { ord: 10 })],
      calcColumns: [],
      pageSize: null,
    };
    const res = await kit.call('POST', '/semanticSearch/run', kit.admin.token, { settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.rows.map((r: { cells: { title: string } }) => r.cells.title).sort();
  };

  it('get_data and a semantic search list the same members, derived ones included, with subclasses', async () => {
    const members = ['fourCheese', 'margherita', 'quattro'];
    expect(names((await getData({ class: kit.ids.CheeseyPizza })).rows)).toEqual(members);
    expect(await search(kit.ids.CheeseyPizza, false)).toEqual(members);
    const pizzas = ['fourCheese', 'margherita', 'marinara', 'quattro'];
    expect((await getData({ class: kit.ids.Pizza, recursive: true })).count_rows).toBe(pizzas.length);
    expect(await search(kit.ids.Pizza, true)).toEqual(pizzas);
    expect(await search(kit.ids.Pizza, false)).toEqual(['margherita', 'marinara', 'quattro']);
  });

  it("a search's class column lists the derived class too", async () => {
    const settings = {
      filters: [{ id: 'f', nodes: [{ id: 'n1', classId: kit.ids.Pizza, subclasses: true }], edges: [], where: [] }],
      columns: [col('title', 'n1', 'name', { ord: 10 }), col('cls', 'n1', 'class', { ord: 20 })],
      calcColumns: [],
      pageSize: null,
    };
    const res = await kit.call('POST', '/semanticSearch/run', kit.admin.token, { settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const classesOf = (name: string) => JSON.stringify(res.body.rows.find((r: { cells: { title: string } }) => r.cells.title === name)?.cells.cls);
    expect(classesOf('margherita')).toContain('CheeseyPizza');
    expect(classesOf('marinara')).not.toContain('CheeseyPizza');
  });

  it('the data API marks the derived membership with its rule, the stated one not', async () => {
    const rows = (await getData({ idx: [kit.ids.margherita], fields: [{ prop: 'class' }] })).rows.filter((r: { prop: string }) => r.prop !== META_PROP.name);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ val: kit.ids.CheeseyPizza, computed: true, rule: RULE, readonly: true }),
        expect.objectContaining({ val: kit.ids.Pizza }),
      ]),
    );
    expect(rows.find((r: { val: string }) => r.val === kit.ids.Pizza)).not.toHaveProperty('computed');
  });

  it('the form of a derived member opens in its derived class', async () => {
    const res = await kit.data('get_form', { class: kit.ids.CheeseyPizza, inst: kit.ids.margherita });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows.find((r: { prop: string }) => r.prop === META_PROP.name).vals[0].val).toBe('margherita');
    // not a member in any way: still refused
    expect((await kit.data('get_form', { class: kit.ids.CheeseyPizza, inst: kit.ids.marinara })).status).toBe(400);
  });

  it('the fact explorer shows the derived class, marked with its rule, and its ancestors', async () => {
    const res = await kit.call('GET', `/factExplorer/${kit.ids.margherita}?lang=ru`, kit.admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sheet = factSheetSchema.parse(res.body);
    expect(sheet.classes.find((c) => c.id === kit.ids.CheeseyPizza)).toMatchObject({ depth: 0, derived: { by: 'rule', rule: RULE } });
    expect(sheet.classes.find((c) => c.id === kit.ids.Pizza)).toMatchObject({ depth: 0 });
    expect(sheet.classes.find((c) => c.id === kit.ids.Pizza)).not.toHaveProperty('derived');
    const stated = factSheetSchema.parse((await kit.call('GET', `/factExplorer/${kit.ids.marinara}?lang=ru`, kit.admin.token)).body);
    expect(stated.classes.map((c) => c.id)).not.toContain(kit.ids.CheeseyPizza);
  });

  it('a rule-computed value is on the fact sheet, marked with its rule', async () => {
    await kit.create('Сумма заказа', 'valueComputation', 'Order(?o) ^ price(?o, ?p) ^ quantity(?o, ?q) ^ swrlb:multiply(?t, ?p, ?q) -> total(?o, ?t)');
    const sheet = factSheetSchema.parse((await kit.call('GET', `/factExplorer/${kit.ids.o1}?lang=ru`, kit.admin.token)).body);
    const total = sheet.values.find((g) => g.prop.id === kit.ids.total);
    expect(total?.values).toEqual([{ value: 30, lang: null, derived: { by: 'rule', rule: 'Сумма заказа' } }]);
  });

  it('a class the reasoner infers counts its individual as a member on every screen, marked inferred', async () => {
    // Cat has a tail and TailedThing is what has one: Tom, a Cat, is inferred a TailedThing
    const done = await importOwl(kit.server, kit.admin.token, 'members.ttl', `${ANIMALS_TTL}\n<${R}Tom> a <http://www.w3.org/2002/07/owl#NamedIndividual> , <${R}Cat> .\n`, { format: 'turtle' });
    expect(done.status, JSON.stringify(done)).toBe('completed');
    for (const [cls, section, text] of DEFINITIONS) await addDefinition(kit.server, kit.admin.token, cls, section, text);
    const [tom, tailed, mammal] = await Promise.all([entityByIri(kit.server, `${R}Tom`), entityByIri(kit.server, `${R}TailedThing`), entityByIri(kit.server, `${R}Mammal`)]);
    const until = Date.now() + 30_000;
    let answer = await waitForRun(kit.server, kit.admin.token, done.mapId);
    while (!answer.types.some((t) => t.individual.id === tom && t.cls.id === tailed) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      answer = await waitForRun(kit.server, kit.admin.token, done.mapId);
    }
    expect(answer.types.map((t) => `${t.individual.name}: ${t.cls.name}`)).toContain('Tom: TailedThing');

    expect(names((await getData({ class: tailed })).rows)).toEqual(['Tom']);
    expect(await search(tailed, false)).toEqual(['Tom']);
    // a type its stated class already gives (Tom is a Cat, a Mammal) adds no direct member
    expect(names((await getData({ class: mammal })).rows)).toEqual([]);
    expect((await kit.data('get_form', { class: tailed, inst: tom })).status).toBe(200);
    const classRows = (await getData({ idx: [tom], fields: [{ prop: 'class' }] })).rows;
    expect(classRows).toEqual(expect.arrayContaining([expect.objectContaining({ val: tailed, computed: true, inferred: true })]));
    const sheet = factSheetSchema.parse((await kit.call('GET', `/factExplorer/${tom}?lang=ru`, kit.admin.token)).body);
    expect(sheet.classes.find((c) => c.id === tailed)).toMatchObject({ derived: { by: 'reasoner', rule: null } });
  }, 60_000);
});
