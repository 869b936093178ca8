import { describe, expect, it } from 'vitest';
import type { RunOwlRuleAnswer } from '../../../../realtime/protocol/owlRules';
import { cellText, runColumns } from './runTable';
import type { RuleCatalog } from './ruleCatalog';

const PIZZA = '00000000-0000-4000-8000-00000000a001';
const CHEESY = '00000000-0000-4000-8000-00000000a002';
const t = (key: string, options?: Record<string, unknown>) => (key === 'owlRules.run.derived' ? `Выводится: ${String(options?.what)}` : key);

const catalog: RuleCatalog = {
  classes: new Map([
    [PIZZA, { id: PIZZA, name: 'Пицца', parents: [] }],
    [CHEESY, { id: CHEESY, name: 'Сырная пицца', parents: [PIZZA] }],
  ]),
  properties: new Map(),
};

const answer: RunOwlRuleAnswer = {
  columns: [
    { key: 'p', name: 'p', kind: 'instance' },
    { key: 'z', name: 'z', kind: 'value' },
    { key: 'derived', name: 'CheesyPizza', kind: 'derived' },
  ],
  rows: [],
  total: 0,
  head: 'CheesyPizza',
};

describe('runColumns', () => {
  it('names variables by their class and the derived column by its target, in the catalog’s words', () => {
    const structure = { triads: [{ id: 'p', classId: PIZZA }], triad_link: [], filter: [], out_triad: [{ id: 'o1', triad: 'p', target: CHEESY, builtin: 'value' as const, args: [] }] };
    expect(runColumns(answer, structure, catalog, t)).toEqual([
      { key: 'p', header: 'Пицца (?p)', derived: false },
      { key: 'z', header: 'z', derived: false },
      { key: 'derived', header: 'Выводится: Сырная пицца', derived: true },
    ]);
  });

  it('falls back to the server’s names for a rule written as text', () => {
    const empty = { triads: [], triad_link: [], filter: [], out_triad: [] };
    expect(runColumns(answer, empty, null, t).map((c) => c.header)).toEqual(['p', 'z', 'Выводится: CheesyPizza']);
  });
});

describe('runColumns of a computation', () => {
  const QTY = '00000000-0000-4000-8000-00000000c001';
  const TOTAL = '00000000-0000-4000-8000-00000000c002';
  const withProps: RuleCatalog = {
    classes: catalog.classes,
    properties: new Map([
      [QTY, { id: QTY, name: 'Количество', kind: 'data', dataType: 'int', domains: [PIZZA], range: null }],
      [TOTAL, { id: TOTAL, name: 'Сумма', kind: 'data', dataType: 'float', domains: [PIZZA], range: null }],
    ]),
  };
  const structure = {
    triads: [{ id: 'p', classId: PIZZA }],
    triad_link: [],
    filter: [{ id: 'f1', inst_type: 'p', collection: QTY, compare_method: 'gt' as const, string_value: '0', is_rule_param: false, param_name: '' }],
    out_triad: [{ id: 'o1', triad: 'p', target: TOTAL, builtin: 'multiply' as const, args: [{ triad: 'p', prop: QTY }, { literal: 2 }] }],
  };
  const computed: RunOwlRuleAnswer = {
    columns: [
      { key: 'p', name: '?p', kind: 'instance' },
      { key: 'f1', name: '?f1', kind: 'value' },
      { key: 'v1_1', name: '?v1_1', kind: 'value' },
      { key: 'r1', name: '?r1', kind: 'value' },
      { key: '=>', name: 'total(?p, ?r1)', kind: 'derived' },
    ],
    rows: [],
    total: 0,
    head: 'total(?p, ?r1)',
  };

  it('names the generated value variables by their properties, once each, and leaves out the result', () => {
    expect(runColumns(computed, structure, withProps, t).map((c) => c.header)).toEqual(['Пицца (?p)', 'Количество', 'Выводится: Сумма']);
  });
});

describe('cellText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['текст', 'текст'],
    [1234.5, '1\u00a0234,5'],
    [true, 'owlRules.run.yes'],
    [{ id: PIZZA, name: 'Маргарита' }, 'Маргарита'],
  ])('%j → %j', (cell, text) => {
    expect(cellText(cell, t)).toBe(text);
  });
});
