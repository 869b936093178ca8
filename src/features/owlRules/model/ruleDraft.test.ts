import { describe, expect, it } from 'vitest';
import type { CheckOwlRuleAnswer, OwlRule, RuleStructure } from '../../../../realtime/protocol/owlRules';
import { absorbCheck, changedParts, checkRequestOf, draftOf, isDirty, isNewRule, newRule, overTheirs, saveBodyOf } from './ruleDraft';
import { addFilter, structureOf } from './ruleStructure';

const PIZZA = '00000000-0000-4000-8000-00000000a001';
const CHEESY = '00000000-0000-4000-8000-00000000a002';
const RULE = '00000000-0000-4000-8000-00000000b001';

const structure: RuleStructure = { triads: [{ id: 'p', classId: PIZZA }], triad_link: [], filter: [], out_triad: [{ id: 'o1', triad: 'p', target: CHEESY, builtin: 'value', args: [] }] };

const rule = (over: Partial<OwlRule> = {}): OwlRule => ({
  id: RULE,
  name: 'Сырные пиццы',
  kind: 'computedClass',
  ruleText: '',
  swrl: 'Pizza(?p) -> CheesyPizza(?p)',
  json_str: structure,
  noConnectionToComputedProp: false,
  subject_area: [],
  mapId: null,
  author: null,
  authorName: 'Админ',
  date_create: '2026-11-27',
  version: 3,
  enabled: true,
  mayEdit: true,
  derivedCount: 0,
  problems: [],
  ...over,
});

const answer = (over: Partial<CheckOwlRuleAnswer>): CheckOwlRuleAnswer => ({ ok: true, swrl: '', kind: null, json_str: null, problems: [], reads: [], writes: [], ...over });

describe('a rule draft', () => {
  it('opens with the structure leading when the rule has one, as text otherwise', () => {
    expect(draftOf(rule()).source).toBe('structure');
    const textOnly = draftOf(rule({ json_str: null }));
    expect(textOnly.source).toBe('text');
    expect(textOnly.structureLost).toBe(true);
  });

  it('is clean as loaded, dirty after an edit of the name, the text or the structure', () => {
    const d = draftOf(rule());
    expect(isDirty(d)).toBe(false);
    expect(isDirty({ ...d, meta: { ...d.meta, name: 'Другое' } })).toBe(true);
    expect(isDirty({ ...d, swrl: 'Pizza(?p) -> Food(?p)' })).toBe(true);
    expect(isDirty({ ...d, structure: addFilter(d.structure, { inst_type: 'p', collection: PIZZA, compare_method: 'exists', string_value: '', is_rule_param: false, param_name: '' }) })).toBe(true);
  });

  it('is clean when the text is typed back as stored, whatever structure was read back from it', () => {
    const d = draftOf(rule());
    const readBack = { ...structure, triad_link: [], out_triad: [{ ...structure.out_triad[0]!, id: 'x9' }] };
    expect(isDirty({ ...d, source: 'text', structure: structureOf(readBack) })).toBe(false);
    expect(isDirty({ ...d, source: 'structure', structure: structureOf(readBack) })).toBe(true);
  });

  it('asks the check about the structure when it leads, about the text otherwise, and nothing while nothing is derived', () => {
    const d = draftOf(rule());
    expect(checkRequestOf(d)).toEqual({ kind: 'computedClass', swrl: '', json_str: structure, ruleId: RULE });
    expect(checkRequestOf({ ...d, source: 'text', swrl: 'A(?x) -> B(?x)' })).toEqual({ kind: 'computedClass', swrl: 'A(?x) -> B(?x)', json_str: null, ruleId: RULE });
    expect(checkRequestOf({ ...d, structure: { ...d.structure, out_triad: [] } })).toBeNull();
  });

  it('takes the generated text when the structure leads', () => {
    const d = draftOf(rule());
    expect(absorbCheck(d, answer({ swrl: 'Pizza(?p) -> Cheesy(?p)' })).swrl).toBe('Pizza(?p) -> Cheesy(?p)');
    // a structure that did not generate keeps the last text
    expect(absorbCheck(d, answer({ ok: false, swrl: '' })).swrl).toBe(d.swrl);
  });

  it('reads the structure back from the text, or marks it lost', () => {
    const d = { ...draftOf(rule({ json_str: null })), source: 'text' as const };
    const read = absorbCheck(d, answer({ json_str: structure }));
    expect(read.structure).toEqual(structureOf(structure));
    expect(read.structureLost).toBe(false);
    expect(absorbCheck({ ...read, swrl: 'A(?x) ^ swrlb:add(?y, ?x, 1) -> B(?x)' }, answer({ json_str: null })).structureLost).toBe(true);
    // a typo keeps the structure as it was
    const typo = absorbCheck({ ...read, swrl: 'A(?x -> B(?x)' }, answer({ ok: false, problems: [{ code: 'syntax', message: 'Ожидается «)»' }] }));
    expect(typo.structureLost).toBe(false);
    expect(typo.structure).toEqual(read.structure);
  });

  it('saves with the version it started from, and without a lost structure', () => {
    const d = draftOf(rule());
    expect(saveBodyOf(d)).toMatchObject({ name: 'Сырные пиццы', kind: 'computedClass', json_str: structure, version: 3 });
    expect(saveBodyOf({ ...d, source: 'text', structureLost: true }).json_str).toBeNull();
  });

  it('keeps the edits over a colleague’s newer save, with their version', () => {
    const d = { ...draftOf(rule()), swrl: 'mine' };
    const kept = overTheirs(d, rule({ version: 4, swrl: 'theirs' }));
    expect(kept.swrl).toBe('mine');
    expect(saveBodyOf(kept).version).toBe(4);
  });

  it('starts a new rule from its name and kind: unsaved, built from the structure, checked as no stored rule', () => {
    const d = draftOf(newRule({ name: 'Новое', kind: 'dependency' }));
    expect(isNewRule(d.base)).toBe(true);
    expect(isDirty(d)).toBe(true);
    expect(d.source).toBe('structure');
    expect(d.structureLost).toBe(false);
    expect(checkRequestOf({ ...d, source: 'text', swrl: 'A(?x) -> B(?x)' })?.ruleId).toBeNull();
  });

  it('tells what a colleague’s save changed', () => {
    expect(changedParts(rule(), rule({ version: 4 }))).toEqual([]);
    expect(changedParts(rule(), rule({ ruleText: 'их описание', swrl: 'A(?x) -> B(?x)', enabled: false }))).toEqual(['ruleText', 'swrl', 'settings']);
  });
});
