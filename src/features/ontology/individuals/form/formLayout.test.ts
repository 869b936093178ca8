import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { firstProblemPlace, tabFields, tabsWithFields } from './formLayout';
import type { FormProblem } from './formModel';

const field = (prop: string, over: Partial<FormField> = {}): FormField => ({
  prop,
  cap: prop,
  kind: 'data',
  type: 'string',
  range: null,
  min: 0,
  max: 1,
  required: false,
  readonly: false,
  tab: 'own',
  vals: [],
  ...over,
});
const required = { min: 1, required: true };
const name = field(META_PROP.name, { ...required, tab: 'common' });
const budget = field('budget', { type: 'int' });
const code = field('code', required);
const start = field('start', { type: 'date' });
const owner = field('owner', { ...required, tab: 'inherited' });
const note = field('note', { tab: 'inherited' });
const fixed = field('fixed', { ...required, readonly: true });
const label = field(META_PROP.label, { tab: 'common' });
const stage = field(META_PROP.stage, { tab: 'common' });
const fields = [name, budget, code, start, owner, note, fixed, label, stage];
const problem = (prop: string): FormProblem => ({ prop, cap: prop, kind: 'required' });

describe('the form layout', () => {
  it.each<[string, FormField['tab'], string[]]>([
    ['own: the required field first, a read-only required one among the rest', 'own', ['code', 'budget', 'start', 'fixed']],
    ['inherited: required first', 'inherited', ['owner', 'note']],
    ['common: neither the name nor the lifecycle (they stand above the tabs)', 'common', [META_PROP.label]],
  ])('%s', (_case, tab, props) => {
    expect(tabFields(fields, tab).map((f) => f.prop)).toEqual(props);
  });

  it('tabs without fields are not offered', () => {
    expect(tabsWithFields(fields)).toEqual(['own', 'inherited', 'common']);
    expect(tabsWithFields([name, owner])).toEqual(['inherited']);
  });

  it.each<[string, string[], { prop: string; tab: FormField['tab'] | null } | null]>([
    ['nothing wrong', [], null],
    ['the name comes before any tab', ['owner', META_PROP.name, 'code'], { prop: META_PROP.name, tab: null }],
    ['own before inherited', ['owner', 'start'], { prop: 'start', tab: 'own' }],
    ['required first within a tab', ['start', 'code'], { prop: 'code', tab: 'own' }],
    ['a field on a later tab', ['owner'], { prop: 'owner', tab: 'inherited' }],
    ['a problem on no shown field', ['gone'], null],
  ])('the first problem: %s', (_case, props, place) => {
    expect(firstProblemPlace(fields, props.map(problem))).toEqual(place);
  });
});
