import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionComparisonSchema, decisionConflictSchema, decisionListSchema, decisionSchema, testCaseSchema, testRunAnswerSchema } from '../../realtime/protocol/dmn';
import { mergeDecisionXml } from '../../model/dmn/versions/mergeDecisions';
import { BASE_RULES, discountXml, startDmnKit, type DmnKit, type KitRule } from './dmnDecisionsTestKit';

// Versions of a decision (a family by rootVersionDmn), comparison rule by rule, restore; two saves from
// the same revision (the later one gets 409 with the base, merges, saves); test cases kept and run.

describe('DMN decisions: versions, conflicts, test cases', () => {
  let kit: DmnKit;
  beforeAll(async () => {
    kit = await startDmnKit();
  });
  afterAll(async () => kit?.server.stop());

  const create = async (name: string, rules: KitRule[]) => {
    const res = await kit.call('POST', '/dmn', undefined, { name, xml: discountXml(rules) });
    expect(res.status, res.text).toBe(201);
    return decisionSchema.parse(res.body);
  };

  it('new version, family list, compare rule by rule, restore', async () => {
    const v1 = await create('Скидка с версиями', BASE_RULES);
    const made = await kit.call('POST', `/dmn/${v1.id}/versions`, undefined, {});
    expect(made.status, made.text).toBe(201);
    const v2 = decisionSchema.parse(made.body);
    expect(v2).toMatchObject({ versionNumber: 2, rootVersionDmn: v1.id, sourceVersionDmn: v1.id, versions: 2, name: v1.name, revision: 1 });

    const changed: KitRule[] = [['r1', '< 18', '1'], ['r3', '> 65', '10'], ['r4', '[18..65]', '5'], ['r5', '-', '99']];
    // r2 removed, r4 the same cells as r2 under a new id; UNIQUE would overlap with '-', so FIRST
    const saved = await kit.call('PUT', `/dmn/${v2.id}`, undefined, { revision: 1, name: v2.name, xml: discountXml(changed, { hitPolicy: 'FIRST' }) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.hitPolicy).toBe('FIRST');

    const family = decisionListSchema.parse((await kit.call('GET', `/dmn/${v2.id}/versions`)).body);
    expect(family.rows.map((r) => r.versionNumber)).toEqual([1, 2]);
    const latest = decisionListSchema.parse((await kit.call('GET', '/dmn?search=с версиями')).body);
    expect(latest.rows.map((r) => r.id)).toEqual([v2.id]);
    expect(decisionListSchema.parse((await kit.call('GET', '/dmn?search=с версиями&versions=all')).body).count).toBe(2);

    const compared = decisionComparisonSchema.parse((await kit.call('GET', `/dmn/${v1.id}/compare/${v2.id}`)).body);
    expect(compared.left.id).toBe(v1.id);
    const table = compared.tables[0];
    expect(table).toMatchObject({ decisionId: 'discount', presence: 'both', hitPolicy: { left: 'UNIQUE', right: 'FIRST' } });
    expect(table?.rules.map((r) => `${r.kind}:${r.left ?? '-'}>${r.right ?? '-'}`)).toEqual(['changed:1>1', 'same:3>2', 'moved:2>3', 'added:->4']);
    expect(table?.rules[0]).toMatchObject({ leftCells: ['< 18', '0', ''], rightCells: ['< 18', '1', ''], changedCells: [1] });

    const restored = await kit.call('POST', `/dmn/${v2.id}/restore`, undefined, { from: v1.id });
    expect(restored.status, restored.text).toBe(201);
    const v3 = decisionSchema.parse(restored.body);
    expect(v3).toMatchObject({ versionNumber: 3, rootVersionDmn: v1.id, sourceVersionDmn: v1.id, hitPolicy: 'UNIQUE', xml: v1.xml });
    const other = await create('Другое решение', BASE_RULES);
    expect((await kit.call('POST', `/dmn/${v2.id}/restore`, undefined, { from: other.id })).status).toBe(400);

    // deleting the root keeps the family: the oldest remaining version becomes the root
    expect((await kit.call('DELETE', `/dmn/${v1.id}`)).status).toBe(204);
    const after = decisionListSchema.parse((await kit.call('GET', `/dmn/${v3.id}/versions`)).body);
    expect(after.rows.map((r) => [r.versionNumber, r.rootVersionDmn, r.sourceVersionDmn])).toEqual([
      [2, v2.id, null],
      [3, v2.id, null],
    ]);
  });

  it('two saves from the same revision: the second gets 409 with the base, merges and saves', async () => {
    const d = await create('Совместная правка', BASE_RULES);
    const mine = discountXml([['r1', '< 18', '1'], ...BASE_RULES.slice(1)]);
    const theirs = discountXml([...BASE_RULES.slice(0, 2), ['r3', '> 65', '12']]);
    const first = await kit.call('PUT', `/dmn/${d.id}`, undefined, { revision: 1, name: d.name, xml: theirs });
    expect(first.status, first.text).toBe(200);
    const before = await kit.count('dmn_revisions');
    const second = await kit.call('PUT', `/dmn/${d.id}`, undefined, { revision: 1, name: d.name, xml: mine });
    expect(second.status).toBe(409);
    const conflict = decisionConflictSchema.parse(second.body);
    expect(conflict.current.revision).toBe(2);
    expect(conflict.base).toBe(d.xml);
    expect(await kit.count('dmn_revisions')).toBe(before);

    const merged = await mergeDecisionXml(conflict.base as string, mine, conflict.current.xml);
    expect(merged.conflicts).toEqual([]);
    const third = await kit.call('PUT', `/dmn/${d.id}`, undefined, { revision: conflict.current.revision, name: d.name, xml: merged.xml });
    expect(third.status, third.text).toBe(200);
    const answer = async (age: number) => (await kit.call('POST', `/dmn/${d.id}/evaluate`, undefined, { context: { age } })).body.value;
    expect([await answer(10), await answer(30), await answer(70)]).toEqual([1, 5, 12]);
  });

  it('keeps the last 50 revisions: a conflict from a pruned revision has no base', async () => {
    const d = await create('Много сохранений', BASE_RULES);
    for (let revision = 1; revision <= 51; revision++) {
      const res = await kit.call('PUT', `/dmn/${d.id}`, undefined, { revision, name: `${d.name} ${revision}`, xml: discountXml([['r1', '< 18', String(revision)], ...BASE_RULES.slice(1)]) });
      expect(res.status, res.text).toBe(200);
    }
    const kept = await kit.server.ctx.db.selectFrom('dmn_revisions').select('revision').where('decision_id', '=', d.id).orderBy('revision').execute();
    expect(kept.map((k) => k.revision)).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
    const stale = await kit.call('PUT', `/dmn/${d.id}`, undefined, { revision: 1, name: d.name, xml: d.xml });
    expect(stale.status).toBe(409);
    expect(decisionConflictSchema.parse(stale.body)).toMatchObject({ base: null, current: { revision: 52 } });
  });

  it('test cases: kept with the decision, run against the stored decision or a draft, failures reported', async () => {
    const d = await create('Скидка с примерами', BASE_RULES);
    const add = async (body: unknown) => {
      const res = await kit.call('POST', `/dmn/${d.id}/tests`, undefined, body);
      expect(res.status, res.text).toBe(201);
      return testCaseSchema.parse(res.body);
    };
    const young = await add({ name: 'Молодой', inputs: { age: 10 }, expected: { discount: 0 } });
    const old = await add({ name: 'Пожилой', inputs: { age: 70 }, expected: { value: '10' } });
    const wrong = await add({ name: 'Неверное ожидание', inputs: { age: 30 }, expected: { discount: 6 } });
    const broken = await add({ name: 'Ошибка ввода', inputs: { age: 'abc' }, expected: { discount: 0 } });
    expect((await kit.call('POST', `/dmn/${d.id}/tests`, undefined, { inputs: {} })).status).toBe(400);

    const run = testRunAnswerSchema.parse((await kit.call('POST', `/dmn/${d.id}/tests/run`, undefined, {})).body);
    expect(run).toMatchObject({ passed: 2, failed: 2 });
    const byId = new Map(run.results.map((r) => [r.testId, r]));
    expect(byId.get(young.id)).toMatchObject({ passed: true, matchedRules: [{ ruleId: 'r1', index: 1 }] });
    expect(byId.get(old.id)?.passed).toBe(true);
    expect(byId.get(wrong.id)).toMatchObject({ passed: false, failed: ['discount'], actual: { discount: 5 } });
    expect(byId.get(broken.id)).toMatchObject({ passed: false, actual: null });
    expect(byId.get(broken.id)?.error).toContain('abc');

    const changed = await kit.call('PUT', `/dmn/${d.id}/tests/${wrong.id}`, undefined, { name: 'Верное ожидание', inputs: { age: 30 }, expected: { discount: 5 } });
    expect(changed.status, changed.text).toBe(200);
    expect((await kit.call('DELETE', `/dmn/${d.id}/tests/${broken.id}`)).status).toBe(204);
    const listed = (await kit.call('GET', `/dmn/${d.id}/tests`)).body.rows.map((t: { name: string }) => t.name);
    expect(listed).toEqual(['Молодой', 'Пожилой', 'Верное ожидание']);

    const draft = testRunAnswerSchema.parse((await kit.call('POST', `/dmn/${d.id}/tests/run`, undefined, { xml: discountXml([['r1', '< 18', '2'], ...BASE_RULES.slice(1)]), only: [young.id] })).body);
    expect(draft.results.map((r) => [r.name, r.passed, r.actual])).toEqual([['Молодой', false, { discount: 2 }]]);

    const reader = await kit.user('tests_reader');
    expect((await kit.call('GET', `/dmn/${d.id}/tests`, reader.token)).status).toBe(403);
    expect((await kit.call('PUT', `/dmn/${d.id}/sharing`, undefined, { assignments: [{ userId: reader.id, edit: false }] })).status).toBe(200);
    expect((await kit.call('POST', `/dmn/${d.id}/tests/run`, reader.token, {})).status).toBe(200);
    expect((await kit.call('POST', `/dmn/${d.id}/tests`, reader.token, { name: 'x' })).status).toBe(403);
  });
});
