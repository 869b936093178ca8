import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import type { EntityValue, OntologyEntity } from '../client';
import { draftOf, propertyChanges } from './propertyApi';

const value = (val: EntityValue['val'], cap: string | null = null, lang: string | null = null): EntityValue => ({ val, cap, lang, from: null, readonly: false });
const before: OntologyEntity = {
  id: 'p',
  name: 'owns',
  kind: 'objectProperty',
  foundIn: META_CLASS.ObjectProperty,
  classes: [],
  labels: { ru: 'владеет' },
  values: new Map([
    [META_PROP.label, [value('владеет', 'владеет', 'ru')]],
    [META_PROP.domain, [value('a', 'A')]],
    [META_PROP.range, [value('b', 'B')]],
    [META_PROP.minCardinality, [value(0)]],
    [META_PROP.maxCardinality, [value(-1)]],
  ]),
  author: null,
  dateCreate: null,
  readonly: false,
  canDelete: true,
};

describe('property changes', () => {
  it('creates a property with everything it was given', () => {
    const draft = { ...draftOf(null, 'data'), name: 'age', ru: 'Возраст', domain: [{ id: 'a', name: 'A' }], type: 'int', min: '1', max: '1' };
    expect(propertyChanges('data', 'p', draft, null)).toEqual([
      { op: 'new', class: META_CLASS.DataProperty, inst: 'p', name: 'age' },
      { op: 'upd', inst: 'p', prop: META_PROP.label, val: { lang: 'ru', text: 'Возраст' } },
      { op: 'add', inst: 'p', prop: META_PROP.domain, val: 'a' },
      { op: 'upd', inst: 'p', prop: META_PROP.type, val: 'int' },
      { op: 'upd', inst: 'p', prop: META_PROP.minCardinality, val: 1 },
      { op: 'upd', inst: 'p', prop: META_PROP.maxCardinality, val: 1 },
    ]);
  });

  it('writes only what changed', () => {
    expect(propertyChanges('object', 'p', draftOf(before, 'object'), before)).toEqual([]);
    const draft = { ...draftOf(before, 'object'), ru: '', domain: [{ id: 'c', name: 'C' }], range: null, max: '3' };
    expect(propertyChanges('object', 'p', draft, before)).toEqual([
      { op: 'rem', inst: 'p', prop: META_PROP.label, val: { lang: 'ru', text: 'владеет' } },
      { op: 'rem', inst: 'p', prop: META_PROP.domain, val: 'a' },
      { op: 'add', inst: 'p', prop: META_PROP.domain, val: 'c' },
      { op: 'upd', inst: 'p', prop: META_PROP.range, val: null },
      { op: 'upd', inst: 'p', prop: META_PROP.maxCardinality, val: 3 },
    ]);
  });
});
