import { describe, expect, it } from 'vitest';
import { addFilter, addLink, addOut, addTriad, emptyStructure, paramsOf, removeTriad, updateFilter, variableFor, wireOf } from './ruleStructure';

const A = '00000000-0000-4000-8000-00000000a001';
const B = '00000000-0000-4000-8000-00000000a002';
const PROP = '00000000-0000-4000-8000-00000000c001';
const DATA = '00000000-0000-4000-8000-00000000c002';

describe('variableFor', () => {
  it.each([
    ['Pizza', [], 'p'],
    ['Пицца', [], 'p'],
    ['Чек', [], 'ch'],
    ['Pizza', ['p'], 'p2'],
    ['Pizza', ['p', 'p2'], 'p3'],
    ['123', [], 'x'],
    ['', ['x'], 'x2'],
  ])('%s, taken %j → %s', (name, taken, expected) => {
    expect(variableFor(name, taken)).toBe(expected);
  });
});

describe('building a structure', () => {
  function sample() {
    let s = emptyStructure();
    const first = addTriad(s, A, 'Пицца');
    s = first.draft;
    const second = addTriad(s, B, 'Топпинг');
    s = addLink(second.draft, { triad1: first.triad, triad2: second.triad, link_type: PROP, name: 'имеет топпинг' });
    s = addFilter(s, { inst_type: second.triad, collection: DATA, compare_method: 'gt', string_value: '10', is_rule_param: false, param_name: '' });
    s = addOut(s, { triad: first.triad, target: B, builtin: 'value', args: [] });
    return s;
  }

  it('gives each part an id and each variable a name', () => {
    const s = sample();
    expect(s.triads.map((t) => t.id)).toEqual(['p', 't']);
    expect(s.triad_link[0]).toMatchObject({ id: 'l1', triad1: 'p', triad2: 't', link_type: PROP });
    expect(s.filter[0]?.id).toBe('f1');
    expect(s.out_triad[0]?.id).toBe('o1');
  });

  it('goes on the wire only once it derives something', () => {
    expect(wireOf({ ...sample(), out_triad: [] })).toBeNull();
    expect(wireOf(sample())).not.toBeNull();
  });

  it('removes a variable with everything that refers to it', () => {
    const s = removeTriad(sample(), 't');
    expect(s.triads.map((t) => t.id)).toEqual(['p']);
    expect(s.triad_link).toEqual([]);
    expect(s.filter).toEqual([]);
    expect(s.out_triad).toHaveLength(1);
    const withArg = addOut(sample(), { triad: 'p', target: DATA, builtin: 'add', args: [{ triad: 't', prop: DATA }, { literal: 1 }] });
    expect(removeTriad(withArg, 't').out_triad.map((o) => o.id)).toEqual(['o1']);
  });

  it('lists the rule parameters once each', () => {
    let s = sample();
    s = updateFilter(s, 'f1', { is_rule_param: true, param_name: ' limit ' });
    s = addFilter(s, { inst_type: 'p', collection: DATA, compare_method: 'lt', string_value: '', is_rule_param: true, param_name: 'limit' });
    s = addFilter(s, { inst_type: 'p', collection: DATA, compare_method: 'lt', string_value: '', is_rule_param: true, param_name: '' });
    expect(paramsOf(s)).toEqual(['limit']);
  });
});
