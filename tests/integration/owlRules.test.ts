import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { checkOwlRuleAnswerSchema, owlRuleListSchema, owlRuleSchema, runOwlRuleAnswerSchema } from '../../realtime/protocol/owlRules';
import { getDataResultSchema } from '../../realtime/protocol/dataApi/getData';
import { getFormResultSchema } from '../../realtime/protocol/dataApi/getForm';
import { ruleCount, startRulesKit, type RulesKit } from './owlRulesTestKit';
import { storeCounts } from './setDataTestKit';

// Rules of each kind over an ontology seeded through set_data: what they derive is stored, shown by
// get_form and get_data as computed, and kept current as the data changes.

describe('OWL rules: the five kinds, live', () => {
  let kit: RulesKit;
  beforeAll(async () => {
    kit = await startRulesKit();
  });
  afterAll(async () => kit?.server.stop());

  const form = async (cls: string, inst: string) => {
    const res = await kit.data('get_form', { class: cls, inst });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return getFormResultSchema.parse(res.body).rows;
  };
  const rowsOf = async (cls: string, props: string[]) => {
    const res = await kit.data('get_data', { class: cls, fields: props.map((prop) => ({ prop })) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return getDataResultSchema.parse(res.body).rows;
  };

  it('computed class: cheesy pizzas, run shows the first rows with headers, get_data marks the class computed', async () => {
    const rule = owlRuleSchema.parse(await kit.create('Сырные пиццы', 'computedClass', 'Pizza(?p) ^ hasTopping(?p, ?t) ^ CheeseTopping(?t) -> CheeseyPizza(?p)'));
    expect(rule).toMatchObject({ kind: 'computedClass', derivedCount: 2, problems: [], mayEdit: true, version: 1 });
    expect(rule.json_str?.triads.map((t) => t.id)).toEqual(['p', 't']);

    const run = runOwlRuleAnswerSchema.parse((await kit.call('POST', `/owlRules/${rule.id}/run`, kit.admin.token, {})).body);
    expect(run.columns.map((c) => c.name)).toEqual(['?p', '?t', 'CheeseyPizza(?p)']);
    expect(run.total).toBe(2);
    expect(run.rows.map((r) => r.subject.name).sort()).toEqual(['margherita', 'quattro']);
    expect(run.rows[0]?.cells['=>']).toEqual({ id: kit.ids.CheeseyPizza, name: 'CheeseyPizza' });

    const classRows = (await rowsOf(kit.ids.Pizza, ['class'])).filter((r) => r.inst === kit.ids.quattro && r.prop === META_PROP.instanceOf);
    expect(classRows).toEqual(expect.arrayContaining([expect.objectContaining({ val: kit.ids.CheeseyPizza, computed: true, rule: 'Сырные пиццы', readonly: true })]));

    // the computed class lists its derived members like asserted ones
    const cheesy = await rowsOf(kit.ids.CheeseyPizza, ['name']);
    expect([...new Set(cheesy.map((r) => r.inst))].sort()).toEqual([kit.ids.margherita, kit.ids.quattro].sort());

    // a topping becoming cheese makes marinara cheesy, live
    await kit.set([{ op: 'add', inst: kit.ids.tomato, prop: META_PROP.instanceOf, val: kit.ids.CheeseTopping }]);
    expect((await kit.call('GET', `/owlRules/${rule.id}`, kit.admin.token)).body.derivedCount).toBe(3);
    await kit.set([{ op: 'rem', inst: kit.ids.tomato, prop: META_PROP.instanceOf, val: kit.ids.CheeseTopping }]);
    expect((await kit.call('GET', `/owlRules/${rule.id}`, kit.admin.token)).body.derivedCount).toBe(2);
  });

  it('value computation: total = price × quantity, computed and read-only in forms, updated after a data change', async () => {
    const rule = await kit.create('Итог заказа', 'valueComputation', 'Order(?o) ^ price(?o, ?x) ^ quantity(?o, ?q) ^ swrlb:multiply(?z, ?x, ?q) -> total(?o, ?z)');
    expect(rule.derivedCount).toBe(2);
    const field = (await form(kit.ids.Order, kit.ids.o1)).find((f) => f.prop === kit.ids.total);
    expect(field).toMatchObject({ readonly: true, vals: [{ val: 30, computed: true, rule: 'Итог заказа' }] });
    const rows = (await rowsOf(kit.ids.Order, [kit.ids.total])).filter((r) => r.prop === kit.ids.total);
    expect(rows.map((r) => [r.inst, r.val, r.computed, r.readonly])).toEqual(
      expect.arrayContaining([
        [kit.ids.o1, 30, true, true],
        [kit.ids.o2, 10, true, true],
      ]),
    );
    expect(rows.some((r) => r.inst === kit.ids.o3)).toBe(false);

    const before = Number((await kit.server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('m')).executeTakeFirstOrThrow()).m);
    await kit.set([{ op: 'upd', inst: kit.ids.o3, prop: kit.ids.quantity, val: 2 }, { op: 'upd', inst: kit.ids.o1, prop: kit.ids.quantity, val: 5 }]);
    expect((await form(kit.ids.Order, kit.ids.o1)).find((f) => f.prop === kit.ids.total)?.vals.map((v) => v.val)).toEqual([50]);
    expect((await form(kit.ids.Order, kit.ids.o3)).find((f) => f.prop === kit.ids.total)?.vals.map((v) => v.val)).toEqual([14]);
    // the derived changes are in the change log (so pushed live like any edit)
    const logged = await kit.server.ctx.db.selectFrom('change_log').select(['entity', 'prop', 'op']).where('seq', '>', String(before)).where('prop', '=', kit.ids.total).execute();
    expect(logged.map((l) => `${l.entity === kit.ids.o1 ? 'o1' : 'o3'}:${l.op}`).sort()).toEqual(['o1:add', 'o1:rem', 'o3:add']);

    const refused = await kit.data('set_data', { data: [{ op: 'upd', inst: kit.ids.o2, prop: kit.ids.total, val: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('«Итог заказа»');
  });

  it('dependency: uncles through parents and brothers', async () => {
    await kit.create('Дядя', 'dependency', 'Person(?x) ^ hasParent(?x, ?y) ^ hasBrother(?y, ?z) -> hasUncle(?x, ?z)');
    const field = (await form(kit.ids.Person, kit.ids.ann)).find((f) => f.prop === kit.ids.hasUncle);
    expect(field?.vals).toEqual([expect.objectContaining({ val: kit.ids.carl, cap: 'carl', computed: true, rule: 'Дядя' })]);
  });

  it('class naming: a label from first and last name', async () => {
    await kit.create('Имя человека', 'classNaming', 'Person(?p) ^ firstName(?p, ?f) ^ lastName(?p, ?l) ^ swrlb:stringConcat(?n, ?l, " ", ?f) -> label(?p, ?n)');
    const labels = (await form(kit.ids.Person, kit.ids.bob)).find((f) => f.prop === META_PROP.label)?.vals;
    expect(labels).toEqual([expect.objectContaining({ val: 'Петров Борис', computed: true })]);
    await kit.set([{ op: 'upd', inst: kit.ids.bob, prop: kit.ids.firstName, val: 'Борислав' }]);
    expect((await form(kit.ids.Person, kit.ids.bob)).find((f) => f.prop === META_PROP.label)?.vals.map((v) => v.val)).toEqual(['Петров Борислав']);
  });

  it('default value: given only where none is stated, and replaced by a stated one', async () => {
    const rule = await kit.create('Статус по умолчанию', 'defaultValue', 'Order(?o) -> status(?o, "new")');
    expect(rule.derivedCount).toBe(2);
    const status = async (inst: string) => (await form(kit.ids.Order, inst)).find((f) => f.prop === kit.ids.status);
    expect((await status(kit.ids.o1))?.vals.map((v) => [v.val, v.computed ?? false])).toEqual([['closed', false]]);
    expect((await status(kit.ids.o2))).toMatchObject({ readonly: false, vals: [{ val: 'new', computed: true }] });
    await kit.set([{ op: 'upd', inst: kit.ids.o2, prop: kit.ids.status, val: 'paid' }]);
    expect((await status(kit.ids.o2))?.vals.map((v) => [v.val, v.computed ?? false])).toEqual([['paid', false]]);
  });

  it('refuses deleting or retyping what a rule uses, naming the rule, and writes nothing', async () => {
    const counts = await storeCounts(kit.server);
    const del = await kit.data('set_data', { data: [{ op: 'del', inst: kit.ids.quantity, del_force: true }] });
    expect(del.status).toBe(400);
    expect(del.body.error).toContain('Свойство «quantity»');
    expect(del.body.error).toContain('«Итог заказа»');
    const retype = await kit.data('set_data', { data: [{ op: 'upd', inst: kit.ids.price, prop: META_PROP.type, val: 'date' }] });
    expect(retype.status).toBe(400);
    expect(retype.body.error).toContain('«Итог заказа»');
    const delClass = await kit.data('set_data', { data: [{ op: 'del', inst: kit.ids.CheeseTopping, del_force: true }] });
    expect(delClass.status).toBe(400);
    expect(delClass.body.error).toContain('Класс «CheeseTopping»');
    expect(await storeCounts(kit.server)).toEqual(counts);
    expect((await kit.data('get_form', { class: kit.ids.Order, inst: kit.ids.o1 })).status).toBe(200);
  });

  it('a renamed property is renamed in the rules that use it; quick launch finds rules', async () => {
    await kit.set([{ op: 'upd', inst: kit.ids.price, prop: META_PROP.name, val: 'unit price' }]);
    const rule = owlRuleListSchema.parse((await kit.call('GET', '/owlRules', kit.admin.token)).body).items.find((r) => r.name === 'Итог заказа')!;
    expect(rule.swrl).toContain("'unit price'(?o, ?x)");
    expect(rule.problems).toEqual([]);
    expect((await kit.call('POST', `/owlRules/${rule.id}/run`, kit.admin.token, {})).body.total).toBe(3);
    await kit.set([{ op: 'upd', inst: kit.ids.price, prop: META_PROP.name, val: 'price' }]);

    const found = await kit.call('GET', '/app/quick-launch?q=%D0%98%D1%82%D0%BE%D0%B3', kit.admin.token);
    expect(found.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: rule.id, kind: 'owlRule', link: `/owl-rule/${rule.id}` })]));
    const stranger = await kit.user('stranger-rules');
    expect((await kit.call('GET', '/app/quick-launch?q=%D0%98%D1%82%D0%BE%D0%B3', stranger.token)).body.some((i: { kind: string }) => i.kind === 'owlRule')).toBe(false);
  });

  it('a rule drawn as a structure gets its SWRL generated, and a filter with a parameter is given at run', async () => {
    const json_str = {
      triads: [{ id: 'o', classId: kit.ids.Order }],
      triad_link: [],
      filter: [{ id: 'f1', inst_type: 'o', collection: kit.ids.price, compare_method: 'gt', string_value: '', is_rule_param: true, param_name: 'min' }],
      out_triad: [{ id: 'o1', triad: 'o', target: kit.ids.CheeseyPizza, builtin: 'value', args: [] }],
    };
    const check = checkOwlRuleAnswerSchema.parse((await kit.call('POST', '/owlRules/check', kit.admin.token, { json_str })).body);
    expect(check).toMatchObject({ ok: true, kind: 'computedClass', swrl: 'Order(?o) ^ price(?o, ?f1) ^ swrlb:greaterThan(?f1, ?min) -> CheeseyPizza(?o)' });
    const noParam = await kit.call('POST', '/owlRules/run', kit.admin.token, { kind: 'computedClass', json_str });
    expect(noParam.status).toBe(400);
    expect(noParam.body.error).toContain('?min');
    const run = runOwlRuleAnswerSchema.parse((await kit.call('POST', '/owlRules/run', kit.admin.token, { kind: 'computedClass', json_str, params: { min: 5 } })).body);
    expect(run.rows.map((r) => r.subject.name).sort()).toEqual(['o1', 'o3']);
  });

  it('bad SWRL answers 400 naming the position, and nothing is written', async () => {
    const count = await ruleCount(kit);
    const bad = await kit.call('POST', '/owlRules', kit.admin.token, { name: 'Плохое', kind: 'computedClass', swrl: 'Pizza(?p) ^\n hasTopping(?p ?t) -> CheeseyPizza(?p)' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Строка 2, позиция 16');
    expect(bad.body.details.problems[0]).toMatchObject({ code: 'syntax', position: { offset: 27, line: 2, column: 16 }, expected: ['«,»', '«)»'] });
    const unknown = await kit.call('POST', '/owlRules', kit.admin.token, { name: 'Плохое', kind: 'computedClass', swrl: 'Pizza(?p) ^ hasToping(?p, ?t) -> CheeseyPizza(?p)' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.problems[0]).toMatchObject({ code: 'unknownName', atom: 'hasToping(?p, ?t)' });
    const wrongType = await kit.call('POST', '/owlRules', kit.admin.token, { name: 'Плохое', kind: 'valueComputation', swrl: 'Person(?p) ^ firstName(?p, ?f) -> born(?p, ?f)' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toContain('born(?p, ?f)');
    expect(await ruleCount(kit)).toBe(count);

    const check = checkOwlRuleAnswerSchema.parse((await kit.call('POST', '/owlRules/check', kit.admin.token, { swrl: 'Order(?o) ^ price(?o, ?x) -> hasTopping(?o, ?x)' })).body);
    expect(check.ok).toBe(false);
    expect(check.problems[0]?.code).toBe('typeMismatch');
  });

  it('refuses a recursive rule set, naming the cycle', async () => {
    const count = await ruleCount(kit);
    const res = await kit.call('POST', '/owlRules', kit.admin.token, { name: 'Родитель из дяди', kind: 'dependency', swrl: 'Person(?x) ^ hasUncle(?x, ?y) -> hasParent(?x, ?y)' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('«Родитель из дяди» → «Дядя» → «Родитель из дяди»');
    expect(res.body.details.problems[0].code).toBe('recursion');
    expect(await ruleCount(kit)).toBe(count);
  });

  it('rights: readers read and run, editors and authors change, stale versions conflict', async () => {
    const reader = await kit.user('reader-rules');
    const editor = await kit.user('editor-rules', ['editor']);
    const list = owlRuleListSchema.parse((await kit.call('GET', '/owlRules', reader.token)).body);
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    expect(list.items.every((r) => !r.mayEdit)).toBe(true);
    const rule = list.items.find((r) => r.name === 'Дядя')!;
    expect((await kit.call('POST', `/owlRules/${rule.id}/run`, reader.token, {})).status).toBe(200);
    expect((await kit.call('POST', '/owlRules', reader.token, { name: 'x', kind: 'computedClass', swrl: 'Pizza(?p) -> CheeseyPizza(?p)' })).status).toBe(403);
    const body = { name: 'Дядя по отцу', kind: 'dependency', swrl: 'Person(?x) ^ hasParent(?x, ?y) ^ hasBrother(?y, ?z) -> hasUncle(?x, ?z)' };
    expect((await kit.call('PUT', `/owlRules/${rule.id}`, reader.token, { ...body, version: rule.version })).status).toBe(403);
    expect((await kit.call('DELETE', `/owlRules/${rule.id}`, reader.token)).status).toBe(403);
    const changed = await kit.call('PUT', `/owlRules/${rule.id}`, editor.token, { ...body, version: rule.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.version).toBe(rule.version + 1);
    const stale = await kit.call('PUT', `/owlRules/${rule.id}`, editor.token, { ...body, version: rule.version });
    expect(stale.status).toBe(409);
    expect(stale.body.details.current.name).toBe('Дядя по отцу');
    expect((await kit.call('GET', '/owlRules')).status).toBe(401);

    const deleted = await kit.call('DELETE', `/owlRules/${rule.id}`, editor.token);
    expect(deleted.status).toBe(200);
    expect((await form(kit.ids.Person, kit.ids.ann)).find((f) => f.prop === kit.ids.hasUncle)?.vals).toEqual([]);
    // with the rule gone, its property may go too
    expect((await kit.data('set_data', { data: [{ op: 'del', inst: kit.ids.hasUncle, del_force: true }] })).status).toBe(200);
  });
});
