import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { contextAnswerSchema, fcaRunSchema, type ContextAnswer } from '../../realtime/protocol/fca';
import { conformanceCxt, randomContext, runToEnd, startFcaKit, type FcaKit } from './fcaTestKit';
import { contextFingerprint } from '../../model/fca/fingerprint';

// Contexts built from the ontology (objects: a class's instances, attributes: classes, a boolean
// property, a scaled number property), following the data after set_data; the builder's preview;
// server runs in a worker thread: to the end with the conformance counts, and stopped.

describe('FCA over the ontology', () => {
  let kit: FcaKit;
  let settings: Record<string, unknown>;
  beforeAll(async () => {
    kit = await startFcaKit();
    settings = {
      source: 'ontology',
      objects: { kind: 'class', classId: kit.ids.Animal, withSubclasses: true },
      attributes: { classes: [kit.ids.Mammal, kit.ids.Bird, kit.ids.Predator], booleanProps: [kit.ids.flies], values: [{ prop: kit.ids.legs, scale: 'nominal' }] },
    };
  });
  afterAll(async () => kit?.server.stop());

  /** Per object name, the names of its attributes. */
  const table = (answer: ContextAnswer) =>
    Object.fromEntries(answer.context.objects.map((name, g) => [name, answer.context.incidence[g]!.map((a) => answer.context.attributes[a])]));

  it('builds a context from a class with its subclasses: objects in name order, classes, booleans, scaled values', async () => {
    const created = await kit.call('POST', '/fca', kit.admin.token, { name: 'Животные', settings });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const answer = contextAnswerSchema.parse((await kit.call('GET', `/fca/${created.body.id}/context`)).body);
    expect(answer.context.objects).toEqual(['Воробей', 'Кошка', 'Летучая мышь', 'Пингвин', 'Черепаха']);
    expect(answer.context.attributes).toEqual(['Млекопитающее', 'Птица', 'Хищник', 'Летает', 'Ноги = 2', 'Ноги = 4']);
    expect(table(answer)).toEqual({
      Воробей: ['Птица', 'Летает', 'Ноги = 2'],
      Кошка: ['Млекопитающее', 'Хищник', 'Ноги = 4'],
      'Летучая мышь': ['Млекопитающее', 'Летает', 'Ноги = 2'],
      Пингвин: ['Птица', 'Ноги = 2'],
      Черепаха: ['Ноги = 4'],
    });
    expect(answer.objectIds).toEqual([kit.ids.sparrow, kit.ids.cat, kit.ids.bat, kit.ids.penguin, kit.ids.turtle]);
    expect(answer.linkClass).toBe(kit.ids.Animal);
    expect(answer.attributeInfo.map((a) => a.kind)).toEqual(['class', 'class', 'class', 'boolean', 'value', 'value']);
    expect(answer.attributeInfo[4]).toMatchObject({ ref: kit.ids.legs });
    expect([...answer.reads.classes].sort()).toEqual([kit.ids.Animal, kit.ids.Mammal, kit.ids.Bird, kit.ids.Predator].sort());
    expect([...answer.reads.props].sort()).toEqual([kit.ids.flies, kit.ids.legs].sort());

    // the context follows the data
    await kit.set([
      { op: 'upd', inst: kit.ids.turtle, prop: kit.ids.flies, val: true },
      { op: 'upd', inst: kit.ids.penguin, prop: kit.ids.legs, val: 3 },
    ]);
    const after = contextAnswerSchema.parse((await kit.call('GET', `/fca/${created.body.id}/context`)).body);
    expect(table(after)['Черепаха']).toEqual(['Летает', 'Ноги = 4']);
    expect(table(after)['Пингвин']).toEqual(['Птица', 'Ноги = 3']);
    await kit.set([
      { op: 'upd', inst: kit.ids.turtle, prop: kit.ids.flies, val: false },
      { op: 'upd', inst: kit.ids.penguin, prop: kit.ids.legs, val: 2 },
    ]);
  });

  it('previews a context before it is saved: ordinal scaling, a class without its subclasses', async () => {
    const res = await kit.call('POST', '/fca/context-preview', kit.admin.token, {
      settings: { ...settings, attributes: { classes: [], booleanProps: [], values: [{ prop: kit.ids.legs, scale: 'ordinal', thresholds: [2, 3] }] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = contextAnswerSchema.parse(res.body);
    expect(answer.context.attributes).toEqual(['Ноги ≤ 2', 'Ноги ≤ 3']);
    expect(table(answer)['Кошка']).toEqual([]);
    expect(table(answer)['Воробей']).toEqual(['Ноги ≤ 2', 'Ноги ≤ 3']);
    const direct = await kit.call('POST', '/fca/context-preview', kit.admin.token, { settings: { ...settings, objects: { kind: 'class', classId: kit.ids.Animal, withSubclasses: false } } });
    expect(direct.body.context.objects).toEqual(['Черепаха']);
  });

  it('takes the objects of a saved search the caller reads; refuses a search or a class the caller may not read', async () => {
    const search = await kit.call('POST', '/semanticSearch', kit.admin.token, {
      name: 'Птицы',
      json: { filters: [{ id: 'f', nodes: [{ id: 'n1', classId: kit.ids.Bird, subclasses: true }], edges: [], where: [] }], columns: [] },
    });
    expect(search.status, JSON.stringify(search.body)).toBe(201);
    const bySearch = { ...settings, objects: { kind: 'search', searchId: search.body.id } };
    const res = await kit.call('POST', '/fca/context-preview', kit.admin.token, { settings: bySearch });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.context.objects).toEqual(['Воробей', 'Пингвин']);
    expect(res.body.linkClass).toBe(kit.ids.Bird);
    expect(res.body.reads.classes).toContain(kit.ids.Bird);
    const outsider = await kit.user('fca-outsider');
    expect((await kit.call('POST', '/fca/context-preview', outsider.token, { settings: bySearch })).status).toBe(403);
    const commands = { ...settings, objects: { kind: 'class', classId: META_CLASS.Command, withSubclasses: true } };
    expect((await kit.call('POST', '/fca/context-preview', outsider.token, { settings: commands })).status).toBe(403);
    expect((await kit.call('POST', '/fca', outsider.token, { name: 'Команды', settings: commands })).status).toBe(403);
  });

  it('says a chosen class or property is not found (no ids on screen) and refuses a non-boolean property as boolean', async () => {
    const unknown = '00000000-0000-4000-8000-00000000fffe';
    const noClass = await kit.call('POST', '/fca/context-preview', kit.admin.token, { settings: { ...settings, attributes: { classes: [unknown] } } });
    expect(noClass.status).toBe(400);
    expect(noClass.body.error).toBe('Выбранный класс не найден: он удалён или не является классом');
    const noProp = await kit.call('POST', '/fca/context-preview', kit.admin.token, { settings: { ...settings, attributes: { booleanProps: [unknown] } } });
    expect(noProp.status).toBe(400);
    expect(noProp.body.error).toBe('Выбранное свойство не найдено: оно удалено или не является свойством');
    const notBool = await kit.call('POST', '/fca/context-preview', kit.admin.token, { settings: { ...settings, attributes: { booleanProps: [kit.ids.legs] } } });
    expect(notBool.status).toBe(400);
    expect(notBool.body.error).toContain('Ноги');
  });

  it('computes on the server in a worker thread: liveinwater gives 19 concepts and 32 covers', async () => {
    const uploaded = await kit.upload('liveinwater.cxt', await conformanceCxt('liveinwater.cxt'));
    const started = await kit.call('POST', `/fca/${uploaded.body.id}/runs`, kit.admin.token, {});
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(['queued', 'running']).toContain(started.body.state);
    const run = fcaRunSchema.parse(await runToEnd(kit, uploaded.body.id, started.body.id));
    expect(run).toMatchObject({ state: 'done', progress: 1, concepts: 19, covers: 32, error: null });
    expect(run.result?.minExtent).toBe(0);
    expect(run.result?.lattice.concepts).toHaveLength(19);
    expect(run.result?.lattice.covers).toHaveLength(32);
    expect(run.implications).toBe(run.result?.implications?.length);
    expect(run.implications).toBeGreaterThan(0);
    // the newest run is found again (a page opened later), with the fingerprint of the context it computed
    const context = (await kit.call('GET', `/fca/${uploaded.body.id}/context`)).body as ContextAnswer;
    const latest = await kit.call('GET', `/fca/${uploaded.body.id}/runs/latest`);
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ id: run.id, state: 'done', contextHash: contextFingerprint(context.context) });
    const fresh = await kit.call('POST', '/fca', kit.admin.token, { name: 'Без вычислений', settings });
    expect((await kit.call('GET', `/fca/${fresh.body.id}/runs/latest`)).status).toBe(404);
  });

  it('computes a context built from the ontology', async () => {
    const created = await kit.call('POST', '/fca', kit.admin.token, { name: 'Животные на сервере', settings });
    const started = await kit.call('POST', `/fca/${created.body.id}/runs`, kit.admin.token, { implications: false });
    const run = fcaRunSchema.parse(await runToEnd(kit, created.body.id, started.body.id));
    expect(run.state).toBe('done');
    expect(run.implications).toBeNull();
    expect(run.result?.implications).toBeNull();
    // concepts: the top, the bottom, and the object and attribute concepts' meets and joins
    expect(run.concepts).toBe(run.result?.lattice.concepts.length);
  });

  it('stops a long run on request; a reader who did not start it may not', async () => {
    // a random context with hundreds of thousands of concepts (seeded: the same each time)
    const created = await kit.call('POST', '/fca', kit.admin.token, { name: 'Большой', settings: { source: 'upload', format: 'cxt' }, context: randomContext(3000, 80, 0.3) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const started = await kit.call('POST', `/fca/${created.body.id}/runs`, kit.admin.token, {});
    const reader = await kit.user('fca-run-reader');
    await kit.call('PUT', `/fca/${created.body.id}/sharing`, kit.admin.token, { role: [], assignments: [{ userId: reader.id, edit: false }] });
    expect((await kit.call('GET', `/fca/${created.body.id}/runs/${started.body.id}`, reader.token)).status).toBe(200);
    expect((await kit.call('DELETE', `/fca/${created.body.id}/runs/${started.body.id}`, reader.token)).status).toBe(403);
    // let it compute for a while, then stop it
    for (let i = 0; i < 100; i++) {
      const run = (await kit.call('GET', `/fca/${created.body.id}/runs/${started.body.id}`)).body;
      if (run.state === 'running' && run.concepts > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const stopping = await kit.call('DELETE', `/fca/${created.body.id}/runs/${started.body.id}`);
    expect(stopping.status, JSON.stringify(stopping.body)).toBe(200);
    const asked = Date.now();
    const run = fcaRunSchema.parse(await runToEnd(kit, created.body.id, started.body.id));
    expect(run.state).toBe('stopped');
    expect(Date.now() - asked).toBeLessThan(3000);
    expect(run.result).toBeNull();
    expect((await kit.call('GET', `/fca/${created.body.id}/runs/00000000-0000-4000-8000-00000000fffd`)).status).toBe(404);
  });

  it('stops the run of a deleted entry, freeing the process for the next run', async () => {
    const big = await kit.call('POST', '/fca', kit.admin.token, { name: 'Удаляемый', settings: { source: 'upload', format: 'cxt' }, context: randomContext(3000, 80, 0.3, 3) });
    const started = await kit.call('POST', `/fca/${big.body.id}/runs`, kit.admin.token, {});
    expect(started.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect((await kit.call('DELETE', `/fca/${big.body.id}`)).status).toBe(200);
    expect((await kit.call('GET', `/fca/${big.body.id}/runs/${started.body.id}`)).status).toBe(404);
    // one run at a time per process: this one waits unless the deleted entry's run has stopped
    const small = await kit.upload('liveinwater.cxt', await conformanceCxt('liveinwater.cxt'));
    const next = await kit.call('POST', `/fca/${small.body.id}/runs`, kit.admin.token, { implications: false });
    const asked = Date.now();
    expect((await runToEnd(kit, small.body.id, next.body.id)).state).toBe('done');
    expect(Date.now() - asked).toBeLessThan(5000);
  });

  it('reads a run whose process stopped writing its heartbeat as failed', async () => {
    const created = await kit.call('POST', '/fca', kit.admin.token, { name: 'Брошенный', settings: { source: 'upload', format: 'cxt' }, context: { objects: [], attributes: [], incidence: [] } });
    const runId = randomUUID();
    await kit.server.ctx.db
      .insertInto('fca_runs')
      .values({ id: runId, entry_id: created.body.id, user_id: kit.admin.id, state: 'running', heartbeat_at: new Date(Date.now() - 31_000) })
      .execute();
    const run = (await kit.call('GET', `/fca/${created.body.id}/runs/${runId}`)).body;
    expect(run).toMatchObject({ state: 'failed', error: expect.stringMatching(/перестал отвечать/) });
  });
});
