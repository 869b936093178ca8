import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { DOCUMENT_OPS } from '../../realtime/protocol/documents/documentOps';
import { DEFINITION_OPS } from '../../realtime/protocol/ontology/axioms';
import { entityChangeSchema, type EntityChange } from '../../realtime/protocol/hubEvents';
import { loadedDocumentSchema } from '../../realtime/protocol/documents/structured';
import { addTestUser, callApi, dropSchema, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { ask, connectHub, nextEvent } from './hubTestKit';

// Writes that append to the change log in transactions of their own, outside set_data (a document
// save, a rule's conclusions, a class definition), reach the sockets at once: in the writing
// process and, through the Redis notice, in the others. The watching process polls the change log
// only every ten minutes, so a change that arrives within seconds can only have been announced.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const LONG_POLL_MS = '600000';
const ARRIVAL_MS = 5000;

type Pair = { writer: TestServer; watcher: TestServer; stop: () => Promise<void> };

function writesReachTheWatchers(where: string, start: () => Promise<Pair>): void {
  let pair: Pair;
  let admin: Auth & { token: string; id: string };
  let anna: TestUser;
  const sockets: Socket[] = [];
  const [M, Pizza, Cheese, hasTopping, Order, price, quantity, total, order] = [uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid()];

  beforeAll(async () => {
    pair = await start();
    const { id } = await pair.writer.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    admin = { ...((await signInAdmin(pair.writer)) as Auth & { token: string }), id };
    anna = await addTestUser(pair.writer, `anna-notices-${randomBytes(3).toString('hex')}`, 'Анна');
    await setOk(pair.writer, admin, [
      { op: 'new', class: META_CLASS.OntologyMap, inst: M, name: 'Пицца' },
      { op: 'upd', inst: M, prop: META_PROP.iri, val: 'http://example.org/notices' },
      ...newClass(Pizza, 'Pizza'),
      ...newClass(Cheese, 'CheeseTopping'),
      ...newObjectProperty(hasTopping, 'hasTopping'),
      ...[Pizza, Cheese, hasTopping].map((id) => ({ op: 'add', inst: id, prop: META_PROP.inMap, val: M })),
      ...newClass(Order, 'Order'),
      ...newDataProperty(price, 'price', { type: 'float', domain: [Order] }),
      ...newDataProperty(quantity, 'quantity', { type: 'int', domain: [Order] }),
      ...newDataProperty(total, 'total', { type: 'float', domain: [Order] }),
      { op: 'new', class: Order, inst: order, name: 'o1' },
      { op: 'upd', inst: order, prop: price, val: 10 },
      { op: 'upd', inst: order, prop: quantity, val: 3 },
    ]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => pair?.stop());

  /** A socket on the watching process in `entity`'s room, and the first change of it that passes `match`. */
  async function watch(entity: string, match: (change: EntityChange) => boolean): Promise<{ arrived: Promise<EntityChange>; started: number }> {
    const socket = await connectHub(pair.watcher, anna.token);
    sockets.push(socket);
    expect(await ask(socket, 'watch', { entities: [entity] })).toMatchObject({ ok: true });
    const arrived = nextEvent(socket, 'ENTITY_CHANGE', (payload) => {
      const change = entityChangeSchema.parse(payload);
      return change.entity === entity && match(change);
    }, ARRIVAL_MS).then((payload) => entityChangeSchema.parse(payload));
    return { arrived, started: performance.now() };
  }

  const report = (what: string, started: number): void => console.log(`hub notices (${where}): ${what} on a watching socket ${(performance.now() - started).toFixed(0)} ms after the request was sent`);

  it(`a document save reaches a socket ${where} well before the poll`, async () => {
    const created = await callApi(pair.writer, 'POST', '/documents', admin.token, { name: 'Договор' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.id as string;
    const loaded = loadedDocumentSchema.parse((await callApi(pair.writer, 'POST', '/document/fetch', admin.token, { documentId })).body);
    const section = loaded.snapshot.children[documentId]![0]!;
    const holder = loaded.snapshot.children[section]![0]!;
    const { arrived, started } = await watch(documentId, (c) => c.op === DOCUMENT_OPS.save);
    const saved = await callApi(pair.writer, 'POST', '/document/save', admin.token, {
      document: documentId,
      updateId: loaded.updateId,
      user: { id: admin.id, name: 'admin', tab_session_id: 'tab-notices' },
      diff: { added: [], removed: [], changed: [{ innerId: holder, fields: { content: 'Первый абзац' } }], order: {} },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await arrived).toMatchObject({ entity: documentId, op: DOCUMENT_OPS.save });
    report('a document save', started);
  });

  it(`a rule's conclusions reach a socket ${where} well before the poll`, async () => {
    const { arrived, started } = await watch(order, (c) => c.prop === total);
    const rule = await callApi(pair.writer, 'POST', '/owlRules', admin.token, {
      name: 'Итог заказа',
      kind: 'valueComputation',
      swrl: 'Order(?o) ^ price(?o, ?x) ^ quantity(?o, ?q) ^ swrlb:multiply(?z, ?x, ?q) -> total(?o, ?z)',
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    expect(await arrived).toMatchObject({ entity: order, prop: total });
    report("a rule's conclusion", started);
  });

  it(`a class definition's change reaches a socket ${where} well before the poll`, async () => {
    const { arrived, started } = await watch(Pizza, (c) => c.op === DEFINITION_OPS.add);
    const added = await callApi(pair.writer, 'POST', `/ontology/classes/${Pizza}/definition`, admin.token, { section: 'subClassOf', text: 'hasTopping some CheeseTopping', lang: 'en' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await arrived).toMatchObject({ entity: Pizza, op: DEFINITION_OPS.add });
    report('a class definition', started);
  });
}

describe('writes outside set_data reach the sockets of the writing process at once', () => {
  writesReachTheWatchers('of the same process', async () => {
    const server = await startTestServer({ HUB_POLL_MS: LONG_POLL_MS });
    return { writer: server, watcher: server, stop: () => server.stop() };
  });
});

describe.runIf(databaseUrl && redisUrl)('writes outside set_data reach the sockets of another process at once (PostgreSQL + Redis)', () => {
  writesReachTheWatchers('on another process', async () => {
    const schema = `notices_${randomBytes(6).toString('hex')}`;
    // A polls as usual; B reads the change log only when a notice tells it to
    const [writer, watcher] = await Promise.all([startTestServer({}, { schema }), startTestServer({ HUB_POLL_MS: LONG_POLL_MS }, { schema })]);
    return {
      writer,
      watcher,
      stop: async () => {
        await writer.stop();
        await watcher.stop();
        if (databaseUrl) await dropSchema(databaseUrl, schema);
      },
    };
  });
});
