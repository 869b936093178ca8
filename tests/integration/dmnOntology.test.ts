import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { computedStateSchema, decisionSchema, evaluateAnswerSchema, runStatusSchema, type RunStatus } from '../../realtime/protocol/dmn';
import { getDataResultSchema } from '../../realtime/protocol/dataApi/getData';
import { getFormResultSchema } from '../../realtime/protocol/dataApi/getForm';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { BASE_RULES, discountXml } from './dmnDecisionsTestKit';
import { startOntoKit, type OntoKit } from './dmnOntologyTestKit';
import { setOk } from './setDataTestKit';

// A decision run over the instances of a class and of a saved search, computed outputs written into
// properties and kept current by set_data, bound properties deleted or retyped flagging decisions.

describe('DMN decisions over the ontology', () => {
  let kit: OntoKit;
  let decision: string;
  beforeAll(async () => {
    kit = await startOntoKit();
    decision = await kit.categoryDecision();
  });
  afterAll(async () => kit?.server.stop());

  const start = async (id: string, body: unknown, token = kit.admin) => {
    const res = await kit.call('POST', `/dmn/${id}/runs`, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return res.body.runId as string;
  };
  const byName = (status: RunStatus) => Object.fromEntries(status.rows.map((r) => [r.name, r]));

  it('runs over a class with its subclasses: progress reaches the total, each row has inputs, outputs and matched rules', async () => {
    const status = runStatusSchema.parse(await kit.runToEnd(await start(decision, { source: { classId: kit.ids.Client } })));
    expect(status).toMatchObject({ state: 'done', done: 5, total: 5, failed: 0, inputColumns: ['age', 'city'], outputColumns: ['category', 'rate'] });
    const rows = byName(status);
    expect(rows['Анна']).toMatchObject({ inst: kit.ids.ann, inputs: { age: 30, city: 'Казань' }, outputs: { category: 'kazan', rate: 10 }, matchedRules: [{ ruleId: 'r2', index: 2 }], error: null });
    expect(rows['Борис']).toMatchObject({ outputs: { category: 'junior', rate: 0 }, matchedRules: [{ ruleId: 'r1', index: 1 }] });
    expect(rows['Карл']).toMatchObject({ outputs: { category: 'adult', rate: 5 } });
    // the VIP subclass is part of the class
    expect(rows['Даниил']).toMatchObject({ inputs: { age: 70, city: 'Казань' }, outputs: { category: 'kazan', rate: 10 } });
    expect(rows['Ева']).toMatchObject({ inputs: { age: null, city: null }, outputs: { category: null, rate: null }, matchedRules: [] });
    // pages
    const page = runStatusSchema.parse((await kit.call('GET', `/dmn/runs/${status.runId}?offset=4&limit=10`)).body);
    expect(page.rows).toHaveLength(1);
  });

  it('records an instance that cannot be evaluated as its row error and goes on', async () => {
    const created = await kit.call('POST', '/dmn', kit.admin, { xml: discountXml(BASE_RULES) });
    const saved = await kit.call('PUT', `/dmn/${created.body.id}`, kit.admin, {
      revision: created.body.revision,
      name: 'Скидка по заметке',
      xml: created.body.xml,
      bindings: [{ decisionId: 'discount', columnId: 'age', kind: 'input', propId: kit.ids.note }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const status = runStatusSchema.parse(await kit.runToEnd(await start(created.body.id, { source: { classId: kit.ids.Client } })));
    expect(status).toMatchObject({ state: 'done', done: 5, total: 5, failed: 1 });
    const rows = byName(status);
    // a string property read by a number column: '40' is a number, 'abc' is not
    expect(rows['Анна']).toMatchObject({ inputs: { age: 40 }, outputs: { discount: 5 }, error: null });
    expect(rows['Борис']?.error).toMatch(/abc/);
  });

  it('runs over a saved semantic search the caller may read', async () => {
    const search = await kit.call('POST', '/semanticSearch', kit.admin, {
      name: 'Клиенты из Казани',
      json: {
        filters: [
          {
            id: 'f',
            nodes: [
              { id: 'n1', classId: kit.ids.Client, subclasses: true },
              { id: 'n2', classId: kit.ids.City, subclasses: true },
            ],
            edges: [{ id: 'e1', from: 'n1', to: 'n2', propId: kit.ids.livesIn, direction: 'out', optional: false }],
            where: [{ id: 'w1', name: 'Город', node: 'n2', condition: 'eq', column: 'name', value: 'Казань', constraint: 'and', enabled: true }],
          },
        ],
        columns: [],
      },
    });
    expect(search.status, JSON.stringify(search.body)).toBe(201);
    const status = runStatusSchema.parse(await kit.runToEnd(await start(decision, { source: { searchId: search.body.id } })));
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2 });
    expect(status.rows.map((r) => r.name).sort()).toEqual(['Анна', 'Даниил']);

    // a user who may run the decision but not read the search is refused
    const editor = await kit.user('search-outsider', ['editor']);
    const refused = await kit.call('POST', `/dmn/${decision}/runs`, editor.token, { source: { searchId: search.body.id } });
    expect(refused.status).toBe(403);
  });

  it('stops a long run between batches', async () => {
    const db = kit.server.ctx.db;
    const id = sql`md5('dmn-bulk-' || g)::uuid`;
    const series = sql`generate_series(1, 10000) g`;
    await sql`insert into instances (id, name) select ${id}, 'bulk ' || g from ${series}`.execute(db);
    // PGlite checks new references with the plan it cached while the table was small (as tests/bench/benchSeed.ts does)
    await sql`analyze instances`.execute(db);
    await sql`insert into memberships (class_id, instance_id) select ${kit.ids.Client}::uuid, ${id} from ${series}`.execute(db);
    await sql`insert into vals (inst, prop, idx, n) select ${id}, ${kit.ids.age}::uuid, 0, 20 from ${series}`.execute(db);
    await sql`analyze`.execute(db);
    const runId = await start(decision, { source: { classId: kit.ids.Client } });
    const stopped = await kit.call('DELETE', `/dmn/runs/${runId}`);
    expect(stopped.status).toBe(200);
    const status = runStatusSchema.parse(await kit.runToEnd(runId));
    expect(status.state).toBe('stopped');
    expect(status.total).toBe(10005);
    expect(status.done).toBeLessThan(status.total);
    await sql`delete from instances where name like 'bulk %'`.execute(db);
  });

  it('evaluates with an instance through the evaluate endpoint', async () => {
    const res = await kit.call('POST', `/dmn/${decision}/evaluate`, kit.admin, { instance: kit.ids.dan });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = evaluateAnswerSchema.parse(res.body);
    expect(answer.context).toEqual({ age: 70, city: 'Казань' });
    expect(answer.value).toEqual({ category: 'kazan', rate: 10 });
  });

  it('only who started a run (or an administrator) reads and stops it; others may not start runs on a decision they cannot read', async () => {
    const editor = await kit.user('run-owner', ['editor']);
    const other = await kit.user('run-other', ['editor']);
    const stranger = await kit.user('run-stranger', ['reader']);
    const runId = await start(decision, { source: { classId: kit.ids.City } }, editor.token);
    await kit.runToEnd(runId, editor.token);
    expect((await kit.call('GET', `/dmn/runs/${runId}`, other.token)).status).toBe(403);
    expect((await kit.call('DELETE', `/dmn/runs/${runId}`, other.token)).status).toBe(403);
    expect((await kit.call('GET', `/dmn/runs/${runId}`, kit.admin)).status).toBe(200);
    expect((await kit.call('POST', `/dmn/${decision}/runs`, stranger.token, { source: { classId: kit.ids.Client } })).status).toBe(403);
    expect((await kit.call('GET', `/dmn/${decision}/computed`, stranger.token)).status).toBe(403);
    expect((await kit.call('PUT', `/dmn/${decision}/computed`, stranger.token, { setting: null })).status).toBe(403);
    expect((await kit.call('GET', `/dmn/runs/00000000-0000-4000-8000-00000000dead`)).status).toBe(404);
    const bad = await kit.call('POST', `/dmn/${decision}/runs`, kit.admin, { source: { classId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    const unknownDecision = await kit.call('POST', `/dmn/${decision}/runs`, kit.admin, { decision: 'nope', source: { classId: kit.ids.Client } });
    expect(unknownDecision.status).toBe(400);
    expect(unknownDecision.body.error).toBe('В модели нет решения «nope»');
  });

  describe('computed outputs', () => {
    const computed = async () => computedStateSchema.parse((await kit.call('GET', `/dmn/${decision}/computed`)).body);
    const settled = async () => {
      for (let i = 0; i < 200; i++) {
        const state = await computed();
        if (state.state !== 'running') return state;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the computation did not end');
    };
    const formField = async (inst: string, prop: string) => {
      const res = await kit.data('get_form', { class: kit.ids.Client, inst });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return getFormResultSchema.parse(res.body).rows.find((f) => f.prop === prop);
    };

    it('refuses a property whose type does not fit the output, writing nothing', async () => {
      const res = await kit.call('PUT', `/dmn/${decision}/computed`, kit.admin, { setting: { source: { classId: kit.ids.Client }, outputs: [{ columnId: 'out_cat', propId: kit.ids.rate }] } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Тип свойства «Ставка» (число) не подходит для выхода «category» (строка)');
      const missing = await kit.call('PUT', `/dmn/${decision}/computed`, kit.admin, { setting: { source: { classId: kit.ids.Client }, outputs: [{ columnId: 'out_rate', propId: kit.ids.kazan }] } });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('Свойство для записи выхода «rate» не найдено');
      expect((await computed()).setting).toBeNull();
    });

    it('writes outputs as computed, read-only values that get_form and get_data show and set_data keeps current', async () => {
      const put = await kit.call('PUT', `/dmn/${decision}/computed`, kit.admin, {
        setting: {
          source: { classId: kit.ids.Client },
          outputs: [
            { columnId: 'out_rate', propId: kit.ids.rate },
            { columnId: 'out_cat', propId: kit.ids.category },
          ],
        },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const state = await settled();
      // Eve matches no rule: no values for her
      expect(state).toMatchObject({ state: 'done', values: 8 });

      expect(await formField(kit.ids.ann, kit.ids.rate)).toMatchObject({ readonly: true, vals: [{ val: 10, computed: true, rule: 'Категория клиента' }] });
      const rows = getDataResultSchema.parse((await kit.data('get_data', { class: kit.ids.Client, fields: [{ prop: kit.ids.category }] })).body).rows;
      expect(rows.filter((r) => r.prop === kit.ids.category && r.inst === kit.ids.bob)).toEqual([expect.objectContaining({ val: 'junior', computed: true, rule: 'Категория клиента', readonly: true })]);

      // an input changes: the instance's outputs follow in the same call
      await kit.set([{ op: 'upd', inst: kit.ids.bob, prop: kit.ids.age, val: 25 }]);
      expect(await formField(kit.ids.bob, kit.ids.category)).toMatchObject({ vals: [{ val: 'adult', computed: true }] });
      // a referenced city renamed is a changed input too
      await kit.set([{ op: 'upd', inst: kit.ids.moscow, prop: META_PROP.name, val: 'Казань' }]);
      expect(await formField(kit.ids.carl, kit.ids.category)).toMatchObject({ vals: [{ val: 'kazan' }] });
      await kit.set([{ op: 'upd', inst: kit.ids.moscow, prop: META_PROP.name, val: 'Москва' }]);
      // a new instance of a subclass gets its values
      const fresh = '00000000-0000-4000-8000-0000000fe5e1';
      await kit.set([
        { op: 'new', class: kit.ids.VipClient, inst: fresh, name: 'Фёдор' },
        { op: 'upd', inst: fresh, prop: kit.ids.age, val: 12 },
      ]);
      expect(await formField(fresh, kit.ids.category)).toMatchObject({ vals: [{ val: 'junior', computed: true }] });
      // a computed change is in the change log like any edit
      const logged = await kit.server.ctx.db.selectFrom('change_log').select(['op', 'after']).where('entity', '=', fresh).where('prop', '=', kit.ids.category).execute();
      expect(logged).toEqual([{ op: 'add', after: 'junior' }]);
    });

    it('recomputes everything when the decision is saved with other logic', async () => {
      const row = decisionSchema.parse((await kit.call('GET', `/dmn/${decision}`)).body);
      const saved = await kit.call('PUT', `/dmn/${decision}`, kit.admin, { revision: row.revision, name: row.name, xml: row.xml.replace('<text>10</text>', '<text>12</text>'), bindings: row.bindings });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      for (let i = 0; i < 200 && (await formField(kit.ids.ann, kit.ids.rate))?.vals[0]?.val !== 12; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await formField(kit.ids.ann, kit.ids.rate)).toMatchObject({ vals: [{ val: 12, computed: true }] });
    });

    it('deleting a property used as a target turns its write-back off and flags the decision', async () => {
      await kit.set([{ op: 'del', inst: kit.ids.category }]);
      const state = await computed();
      expect(state.setting?.outputs).toEqual([{ columnId: 'out_rate', propId: kit.ids.rate }]);
      const row = decisionSchema.parse((await kit.call('GET', `/dmn/${decision}`)).body);
      expect(row.flagged).toBe(true);
      expect(row.problems).toEqual([expect.objectContaining({ kind: 'propertyDeleted', columnId: 'out_cat', propId: kit.ids.category, propName: 'Категория' })]);
      expect(row.problems[0]?.message).toContain('«Категория»');
    });

    it('turned off (null), the values go', async () => {
      const put = await kit.call('PUT', `/dmn/${decision}/computed`, kit.admin, { setting: null });
      expect(computedStateSchema.parse(put.body)).toMatchObject({ setting: null, values: 0 });
      expect((await formField(kit.ids.ann, kit.ids.rate))?.vals ?? []).toEqual([]);
    });
  });

  describe('property guard', () => {
    it('retyping a bound property flags the decision at once, naming the property and the column', async () => {
      await kit.set([{ op: 'upd', inst: kit.ids.age, prop: META_PROP.type, val: 'string' }]);
      const row = decisionSchema.parse((await kit.call('GET', `/dmn/${decision}`)).body);
      const problem = row.problems.find((p) => p.columnId === 'in_age');
      expect(problem).toMatchObject({ kind: 'propertyRetyped', propId: kit.ids.age, propName: 'Возраст' });
      expect(problem?.message).toBe('У свойства «Возраст», к которому привязан столбец «Возраст», изменился тип: было «целое число», стало «строка»');
      expect(row.bindings.map((b) => b.propId)).toContain(kit.ids.age);
    });

    it('deleting a bound property flags the decision; reads still list it', async () => {
      await setOk(kit.server, kit.auth, [{ op: 'del', inst: kit.ids.livesIn, del_force: true }]);
      const row = decisionSchema.parse((await kit.call('GET', `/dmn/${decision}`)).body);
      expect(row.flagged).toBe(true);
      expect(row.problems.find((p) => p.columnId === 'in_city')).toMatchObject({
        kind: 'propertyDeleted',
        propName: 'Живёт в',
        message: 'Свойство «Живёт в», к которому привязан столбец «Город», удалено',
      });
      const stored = await kit.server.ctx.db.selectFrom('dmn_decisions').select('reads').where('id', '=', decision).executeTakeFirstOrThrow();
      const reads = typeof stored.reads === 'string' ? JSON.parse(stored.reads) : stored.reads;
      expect(reads).toContain(kit.ids.livesIn);
      expect(META_CLASS.Class).toBeTruthy();
    });
  });
});
