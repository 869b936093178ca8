import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { entityChangeSchema } from '../../realtime/protocol/hubEvents';
import { classDefinitionSchema, expressionConflictSchema, expressionRefusalSchema } from '../../realtime/protocol/ontology/axioms';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, uuid } from './setDataTestKit';
import { ask, connectHub, nextEvent } from './hubTestKit';

// The class card's logical definition (issue 16 item 2) through real HTTP and socket.io: Manchester
// text checked on the server, rights per map, versions, the change log and the live push.
describe('class definition in Manchester syntax', () => {
  let server: TestServer;
  let editor: TestUser;
  let colleague: TestUser;
  let reader: TestUser;
  const sockets: Socket[] = [];
  const [M, Pizza, PizzaBase, Cheese, hasTopping, kcal, Country, Italy] = [uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid()];
  const base = `/ontology/classes/${Pizza}/definition`;
  const axiomCount = async () => Number((await server.ctx.db.selectFrom('owl_axioms').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const iriOf = async (id: string) => (await server.ctx.db.selectFrom('vals').select('t').where('inst', '=', id).where('prop', '=', META_PROP.iri).executeTakeFirst())?.t ?? null;
  const add = (who: TestUser, section: string, text: string, lang = 'ru') => callApi(server, 'POST', base, who.token, { section, text, lang });
  const inMap = (id: string) => ({ op: 'add', inst: id, prop: META_PROP.inMap, val: M });

  beforeAll(async () => {
    server = await startTestServer();
    editor = await addTestUser(server, 'axiom-editor', 'Анна Редактор', ['editor']);
    colleague = await addTestUser(server, 'axiom-colleague', 'Борис Коллега', ['editor']);
    reader = await addTestUser(server, 'axiom-reader', 'Читатель', ['reader']);
    await setOk(server, { token: editor.token }, [
      { op: 'new', class: META_CLASS.OntologyMap, inst: M, name: 'Пицца' },
      { op: 'upd', inst: M, prop: META_PROP.iri, val: 'http://example.org/pizza' },
      ...newClass(Pizza, 'Pizza'),
      { op: 'add', inst: Pizza, prop: META_PROP.label, val: { lang: 'ru', text: 'Пицца' } },
      ...newClass(PizzaBase, 'PizzaBase'),
      ...newClass(Cheese, 'CheeseTopping'),
      { op: 'add', inst: Cheese, prop: META_PROP.label, val: { lang: 'ru', text: 'Сырная начинка' } },
      ...newClass(Country, 'Country'),
      ...newObjectProperty(hasTopping, 'hasTopping'),
      ...newDataProperty(kcal, 'kcal', { type: 'int' }),
      { op: 'new', class: Country, inst: Italy, name: 'Italy' },
      ...[Pizza, PizzaBase, Cheese, Country, hasTopping, kcal, Italy].map(inMap),
    ]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => server?.stop());

  it('adds a SubClassOf expression, stores the axiom with minted IRIs, and reads it back in either language', async () => {
    const res = await add(editor, 'subClassOf', 'hasTopping some CheeseTopping', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const definition = classDefinitionSchema.parse(res.body);
    expect(definition.expressions).toEqual([expect.objectContaining({ section: 'subClassOf', text: 'hasTopping some CheeseTopping', version: 1, editable: true, changedBy: 'Анна Редактор' })]);
    const [row] = await server.ctx.db.selectFrom('owl_axioms').selectAll().where('map_id', '=', M).execute();
    const pizzaIri = `http://example.org/pizza#e${Pizza}`;
    expect(row?.subject).toBe(pizzaIri);
    expect(row?.axiom).toEqual({
      t: 'SubClassOf',
      sub: { t: 'Class', iri: pizzaIri },
      sup: { t: 'ObjectSomeValuesFrom', prop: { t: 'ObjectProperty', iri: `http://example.org/pizza#e${hasTopping}` }, filler: { t: 'Class', iri: `http://example.org/pizza#e${Cheese}` } },
    });
    expect([await iriOf(Pizza), await iriOf(hasTopping), await iriOf(Cheese), await iriOf(PizzaBase)]).toEqual([pizzaIri, `http://example.org/pizza#e${hasTopping}`, `http://example.org/pizza#e${Cheese}`, null]);
    const russian = classDefinitionSchema.parse((await callApi(server, 'GET', `${base}?lang=ru`, reader.token)).body);
    expect(russian.expressions[0]?.text).toBe("hasTopping some 'Сырная начинка'");
    expect(russian).toMatchObject({ editable: false, mapId: M });
    expect(russian.reason).toMatch(/^Недостаточно прав/);
  });

  it('refuses a reader with 403 and writes nothing', async () => {
    const before = await axiomCount();
    const res = await add(reader, 'equivalentTo', 'Pizza and hasTopping some CheeseTopping');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/^Недостаточно прав для изменения данных/);
    expect(await axiomCount()).toBe(before);
  });

  it.each([
    ['an unknown name', 'hasTopping some Chese', 'unknownName', 16, 5],
    ['a data property with a class', 'kcal some CheeseTopping', 'dataPropertyWithClass', 10, 13],
    ['value with a class', 'hasTopping value PizzaBase', 'valueNeedsIndividual', 17, 9],
    ['a missing filler', 'hasTopping some', 'expected', 15, 0],
    ['a negative cardinality', 'hasTopping min -2', 'cardinalityNotInteger', 15, 2],
  ])('answers 400 naming the place for %s, nothing written', async (_case, text, code, at, length) => {
    const before = await axiomCount();
    const res = await add(editor, 'subClassOf', text);
    expect(res.status).toBe(400);
    const refusal = expressionRefusalSchema.parse(res.body);
    expect(refusal.syntax).toMatchObject({ code, at, length, key: `classes.axioms.errors.${code}` });
    expect(refusal.error).toContain(`позиция ${at + 1}`);
    expect(await axiomCount()).toBe(before);
  });

  it('answers 400 for input its schema refuses', async () => {
    expect((await callApi(server, 'POST', base, editor.token, { section: 'superClassOf', text: 'Pizza' })).status).toBe(400);
    expect((await callApi(server, 'POST', base, editor.token, { section: 'subClassOf', text: '   ' })).status).toBe(400);
  });

  it('writes a plain named superclass as a parent in the class tree, not as an axiom', async () => {
    const before = await axiomCount();
    const res = await add(editor, 'subClassOf', 'PizzaBase');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(classDefinitionSchema.parse(res.body).parents).toEqual([{ id: PizzaBase, name: 'PizzaBase' }]);
    expect(await axiomCount()).toBe(before);
    const parents = await server.ctx.db.selectFrom('vals').select('r').where('inst', '=', Pizza).where('prop', '=', META_PROP.parents).execute();
    expect(parents.map((p) => p.r)).toEqual([PizzaBase]);
  });

  it('pushes a change live to a colleague viewing the class, and answers a stale version with 409 and the current text', async () => {
    const added = classDefinitionSchema.parse((await add(editor, 'equivalentTo', 'Pizza and kcal some xsd:integer[>= 3]', 'en')).body);
    // the class itself is an operand of its own EquivalentClasses: the card shows the other side
    const item = added.expressions.find((e) => e.section === 'equivalentTo');
    expect(item?.text).toBe('Pizza and kcal some xsd:integer[>= 3]');
    const watcher = await connectHub(server, colleague.token);
    sockets.push(watcher);
    expect(await ask(watcher, 'watch', { entities: [Pizza] })).toMatchObject({ ok: true });
    const seen = nextEvent(watcher, 'ENTITY_CHANGE', (c) => c.entity === Pizza && c.op === 'axiom.change', 3000);
    const changed = await callApi(server, 'PUT', `${base}/${item?.id}`, editor.token, { text: 'Pizza and hasTopping min 2', version: 1, lang: 'en' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const change = entityChangeSchema.parse(await seen);
    expect(change.after).toMatchObject({ id: item?.id, section: 'equivalentTo', text: 'Pizza and hasTopping min 2', version: 2 });
    expect(change.userId).toBe(editor.id);

    const stale = await callApi(server, 'PUT', `${base}/${item?.id}`, colleague.token, { text: 'Pizza and hasTopping max 5', version: 1, lang: 'en' });
    expect(stale.status).toBe(409);
    const conflict = expressionConflictSchema.parse(stale.body);
    expect(conflict.current).toMatchObject({ text: 'Pizza and hasTopping min 2', version: 2 });
    expect(conflict.changedBy).toBe('Анна Редактор');
    const axiom = await server.ctx.db.selectFrom('owl_axioms').select(['axiom', 'version']).where('id', '=', item?.id as string).executeTakeFirstOrThrow();
    expect(axiom.version).toBe(2);

    const staleDelete = await callApi(server, 'DELETE', `${base}/${item?.id}?version=1`, colleague.token);
    expect(staleDelete.status).toBe(409);
    const deleted = await callApi(server, 'DELETE', `${base}/${item?.id}?version=2`, colleague.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(classDefinitionSchema.parse(deleted.body).expressions.some((e) => e.id === item?.id)).toBe(false);
    const afterDelete = await callApi(server, 'PUT', `${base}/${item?.id}`, editor.token, { text: 'Pizza', version: 2 });
    expect(afterDelete.status).toBe(409);
    expect(expressionConflictSchema.parse(afterDelete.body)).toMatchObject({ current: null, changedBy: 'Борис Коллега' });
  });

  it('keeps the definition edits out of the value history of the class', async () => {
    const history = await callApi(server, 'GET', `/history/${Pizza}`, editor.token);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.changes.every((c: { op: string }) => !c.op.startsWith('axiom.'))).toBe(true);
  });

  it('offers the names of the map for completion, individuals included', async () => {
    const res = await callApi(server, 'GET', `${base}/vocabulary?lang=ru`, reader.token);
    expect(res.status).toBe(200);
    const names = res.body.entries.map((e: { name: string; kind: string }) => `${e.kind} ${e.name}`);
    expect(names).toEqual(expect.arrayContaining(['Class Пицца', 'Class Сырная начинка', 'ObjectProperty hasTopping', 'DataProperty kcal', 'NamedIndividual Italy']));
  });

  it('answers 404 for a class that does not exist', async () => {
    expect((await callApi(server, 'GET', `/ontology/classes/${uuid()}/definition`, editor.token)).status).toBe(404);
    expect((await callApi(server, 'GET', `/ontology/classes/${Italy}/definition`, editor.token)).status).toBe(404);
  });
});
