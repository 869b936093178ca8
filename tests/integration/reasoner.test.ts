import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { reasonerUpdateSchema, type ReasonerUpdate } from '../../realtime/protocol/reasoner';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { setOk, signInAdmin, uuid } from './setDataTestKit';
import { ask, connectHub, nextEvent } from './hubTestKit';
import { ANIMALS_TTL, entityByIri, getReasoner, importAnimals, inferredLinks, R, waitForRun } from './reasonerTestKit';
import { importOwl } from './owlTestKit';

// The reasoner through real HTTP and socket.io: an imported ontology is classified off the main
// thread, an edit brings the inferences up to date and is pushed to the map's room, an edit that
// makes the ontology inconsistent is kept and explained, and rights decide who reads and who runs.
describe('the reasoner service', () => {
  let server: TestServer;
  let token: string;
  let reader: TestUser;
  let mapId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signInAdmin(server)).token as string;
    reader = await addTestUser(server, 'reasoner-reader', 'Читатель', ['reader']);
    mapId = await importAnimals(server, token);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
  });

  it('an import starts its map\'s classification by itself: nobody has to read the answer first', async () => {
    const done = await importOwl(server, token, 'animals-only.ttl', ANIMALS_TTL, { format: 'turtle' });
    expect(done.status, JSON.stringify(done)).toBe('completed');
    let state: string | undefined;
    for (let i = 0; i < 100 && state !== 'done'; i++) {
      const run = await server.ctx.db.selectFrom('reasoner_runs').select('state').where('map_id', '=', done.mapId).executeTakeFirst();
      state = run?.state;
      if (state !== 'done') await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('done');
  });

  it('classifies an imported ontology on first look: inferred links with explanations, unsatisfiable classes, unused axioms', async () => {
    const first = await getReasoner(server, token, mapId);
    expect(['queued', 'running', 'done']).toContain(first.state);
    const answer = await waitForRun(server, token, mapId);
    expect(answer.state).toBe('done');
    expect(answer.consistent).toBe(true);
    expect(inferredLinks(answer)).toContain('Cat < TailedThing');
    const cat = answer.subClassOf.find((s) => s.sub.iri === `${R}Cat` && s.sup.iri === `${R}TailedThing`)!;
    expect(cat.sub.id).toBe(await entityByIri(server, `${R}Cat`));
    // the explanation: the axioms it follows from, in Manchester syntax with the entities' names
    const texts = cat.because.map((id) => answer.axioms[id]);
    expect(texts.join('\n')).toMatch(/Cat SubClassOf .*hasPart some Tail/);
    expect(texts.join('\n')).toMatch(/TailedThing EquivalentTo hasPart some Tail/);
    // the inferred taxonomy marks the edge no assertion gives
    const catNode = answer.taxonomy.find((n) => n.cls.iri === `${R}Cat`)!;
    expect(catNode.parents.map((p) => [p.cls.name, p.inferred])).toEqual(expect.arrayContaining([['TailedThing', true]]));
    expect(answer.unsatisfiable.map((u) => u.cls.name)).toEqual(['Chimera']);
    expect(answer.unsatisfiable[0]!.because.map((id) => answer.axioms[id]).join('\n')).toMatch(/Disjoint/);
    expect(answer.types.map((t) => `${t.individual.name}: ${t.cls.name}`)).toEqual(expect.arrayContaining(['Rex: Mammal']));
    expect(answer.unused.map((u) => u.reason)).toContain('union');
    expect(answer.axioms[answer.unused.find((u) => u.reason === 'union')!.id]).toMatch(/Pet/);
    // each left-out axiom says what it is about (the limits line names them)
    expect(answer.unused.find((u) => u.reason === 'union')!.about).toMatchObject({ iri: `${R}Pet`, name: 'Pet' });
    expect(answer.stats?.classes).toBeGreaterThanOrEqual(9);
  });

  it('names entities in the asked language', async () => {
    const ru = await getReasoner(server, token, mapId, 'ru');
    const en = await getReasoner(server, token, mapId, 'en');
    const animal = (a: typeof ru) => a.taxonomy.find((n) => n.cls.iri === `${R}Animal`)?.cls.name;
    expect(animal(ru)).toBe('Животное');
    expect(animal(en)).toBe('Animal');
  });

  it('an edit (set_data adding a parent) is classified again and pushed to the map room within the debounce', async () => {
    const before = await getReasoner(server, token, mapId);
    const socket = await connectHub(server, reader.token);
    sockets.push(socket);
    expect(await ask(socket, 'watch', { entities: [mapId] })).toMatchObject({ ok: true });
    const started = Date.now();
    const pushed = nextEvent<ReasonerUpdate>(socket, 'REASONER_UPDATE', (u) => u.mapId === mapId && u.state === 'done' && u.version > before.version, 5000);
    // Dog under Cat: Dog has a tail now, so it is a TailedThing
    await setOk(server, { token }, [{ op: 'add', inst: await entityByIri(server, `${R}Dog`), prop: META_PROP.parents, val: await entityByIri(server, `${R}Cat`) }]);
    const update = reasonerUpdateSchema.parse(await pushed);
    const elapsed = Date.now() - started;
    expect(update.consistent).toBe(true);
    // the change-log tail (woken by the commit), the debounce (60 ms) and a run of a few ms: well within two seconds
    expect(elapsed).toBeLessThan(2000);
    const after = await getReasoner(server, reader.token, mapId);
    expect(inferredLinks(after)).toContain('Dog < TailedThing');
  });

  it('keeps an edit that makes the ontology inconsistent and explains the inconsistency', async () => {
    const before = await getReasoner(server, token, mapId);
    const oddity = uuid();
    await setOk(server, { token }, [
      { op: 'new', class: await entityByIri(server, `${R}Chimera`), inst: oddity, name: 'Oddity' },
      { op: 'add', inst: oddity, prop: META_PROP.inMap, val: mapId },
    ]);
    const answer = await waitForRun(server, token, mapId, before.version);
    expect(answer.consistent).toBe(false);
    expect(answer.inconsistency.length).toBeGreaterThan(0);
    expect(answer.inconsistency.map((id) => answer.axioms[id]).join('\n')).toMatch(/Chimera/);
    // the edit was kept: the instance is stored
    expect(await server.ctx.db.selectFrom('instances').select('name').where('id', '=', oddity).executeTakeFirst()).toEqual({ name: 'Oddity' });
    // the server stayed responsive meanwhile, and undoing the edit makes the ontology consistent again
    await setOk(server, { token }, [{ op: 'del', inst: oddity }]);
    const fixed = await waitForRun(server, token, mapId, answer.version);
    expect(fixed.consistent).toBe(true);
  });

  it('runs on request and stops on request (editors only)', async () => {
    const run = await callApi(server, 'POST', `/reasoner/maps/${mapId}/run`, token, {});
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.mapId).toBe(mapId);
    const stop = await callApi(server, 'DELETE', `/reasoner/maps/${mapId}/run`, token);
    expect(stop.status).toBe(200);
    // a small ontology may be done before the stop arrives: either way the run has ended
    const until = Date.now() + 10_000;
    let state = stop.body.state;
    while ((state === 'running' || state === 'queued') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await getReasoner(server, token, mapId)).state;
    }
    expect(['done', 'stopped']).toContain(state);
  });

  it('who reads the map reads its inferences; only its editors run the reasoner; bad input is refused', async () => {
    expect((await callApi(server, 'GET', `/reasoner/maps/${mapId}`, reader.token)).status).toBe(200);
    const refused = await callApi(server, 'POST', `/reasoner/maps/${mapId}/run`, reader.token, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/редакторы карты/);
    expect((await callApi(server, 'DELETE', `/reasoner/maps/${mapId}/run`, reader.token)).status).toBe(403);
    expect((await callApi(server, 'GET', `/reasoner/maps/${mapId}`)).status).toBe(401);
    const notAMap = await callApi(server, 'GET', `/reasoner/maps/${await entityByIri(server, `${R}Dog`)}`, token);
    expect(notAMap.status).toBe(404);
    const badId = await callApi(server, 'GET', '/reasoner/maps/not-a-uuid', token);
    expect(badId.status).toBe(400);
    expect(badId.body.error).toMatch(/UUID/);
    const badLang = await callApi(server, 'GET', `/reasoner/maps/${mapId}?lang=de`, token);
    expect(badLang.status).toBe(400);
  });
});
