import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { draftOf, propertyItems, type PropertyEntry } from './propertyApi';

const before: PropertyEntry = {
  id: 'p', name: 'owns', ru: 'владеет', en: '', domain: [{ id: 'a', name: 'A' }], range: { id: 'b', name: 'B' }, type: '', min: 0, max: -1, inverse: null, comment: '', iri: '',
};

describe('property items', () => {
  it('creates a property with everything it was given', () => {
    const draft = { ...draftOf(null, 'data'), name: 'age', ru: 'Возраст', domain: [{ id: 'a', name: 'A' }], type: 'int', min: '1', max: '1' };
    expect(propertyItems('data', 'p', draft, null)).toEqual([
      { op: 'new', class: META_CLASS.DataProperty, inst: 'p', name: 'age' },
      { op: 'upd', inst: 'p', prop: META_PROP.label, val: { lang: 'ru', text: 'Возраст' } },
      { op: 'add', inst: 'p', prop: META_PROP.domain, val: 'a' },
      { op: 'upd', inst: 'p', prop: META_PROP.type, val: 'int' },
      { op: 'upd', inst: 'p', prop: META_PROP.minCardinality, val: 1 },
      { op: 'upd', inst: 'p', prop: META_PROP.maxCardinality, val: 1 },
    ]);
  });

  it('writes only what changed', () => {
    expect(propertyItems('object', 'p', draftOf(before, 'object'), before)).toEqual([]);
    const draft = { ...draftOf(before, 'object'), ru: '', domain: [{ id: 'c', name: 'C' }], range: null, max: '3' };
    expect(propertyItems('object', 'p', draft, before)).toEqual([
      { op: 'rem', inst: 'p', prop: META_PROP.label, val: { lang: 'ru', text: 'владеет' } },
      { op: 'rem', inst: 'p', prop: META_PROP.domain, val: 'a' },
      { op: 'add', inst: 'p', prop: META_PROP.domain, val: 'c' },
      { op: 'upd', inst: 'p', prop: META_PROP.range, val: null },
      { op: 'upd', inst: 'p', prop: META_PROP.maxCardinality, val: 3 },
    ]);
  });
});
