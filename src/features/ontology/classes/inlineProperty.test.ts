import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import type { EntityValue, OntologyEntity } from '../client';
import { fullDraft, inlineDraftOf, inlineProblem, type InlineDraft } from './inlineProperty';
import { propertyChanges } from './propertyApi';

const value = (val: EntityValue['val'], cap: string | null = null, lang: string | null = null): EntityValue => ({ val, cap, lang, from: null, readonly: false });
const founded: OntologyEntity = {
  id: 'p',
  name: 'Дата основания',
  kind: 'dataProperty',
  foundIn: META_CLASS.DataProperty,
  classes: [],
  labels: { en: 'Foundation date' },
  values: new Map([
    [META_PROP.label, [value('Foundation date', 'Foundation date', 'en')]],
    [META_PROP.domain, [value('org', 'Организация'), value('club', 'Клуб')]],
    [META_PROP.type, [value('date')]],
    [META_PROP.minCardinality, [value(0)]],
    [META_PROP.maxCardinality, [value(1)]],
  ]),
  author: null,
  dateCreate: null,
  readonly: false,
  canDelete: true,
};
const ORG = { id: 'org', name: 'Организация' };

describe('a property edited on its class card', () => {
  it('shows the label of the interface language', () => {
    expect(inlineDraftOf(founded, 'data', 'ru')).toEqual({ name: 'Дата основания', label: '', type: 'date', range: null, min: '0', max: '1' });
    expect(inlineDraftOf(founded, 'data', 'en').label).toBe('Foundation date');
  });

  it('a new one starts as one text value, or any number of links', () => {
    expect(inlineDraftOf(null, 'data', 'ru')).toMatchObject({ type: 'string', min: '0', max: '1' });
    expect(inlineDraftOf(null, 'object', 'ru')).toMatchObject({ range: null, min: '0', max: '-1' });
  });

  it('writes only what was changed in place, keeping the other label and the other domains', () => {
    const inline: InlineDraft = { ...inlineDraftOf(founded, 'data', 'ru'), label: 'Дата основания (рус.)', type: 'dateTime' };
    expect(propertyChanges('data', 'p', fullDraft(inline, 'data', founded, ORG, 'ru'), founded)).toEqual([
      { op: 'upd', inst: 'p', prop: META_PROP.label, val: { lang: 'ru', text: 'Дата основания (рус.)' } },
      { op: 'upd', inst: 'p', prop: META_PROP.type, val: 'dateTime' },
    ]);
  });

  it('a new property has the card\'s class as its domain', () => {
    const inline: InlineDraft = { name: 'Владелец', label: 'Владелец', type: '', range: { id: 'person', name: 'Человек' }, min: '0', max: '1' };
    const changes = propertyChanges('object', 'n', fullDraft(inline, 'object', null, ORG, 'ru'), null);
    expect(changes).toContainEqual({ op: 'new', class: META_CLASS.ObjectProperty, inst: 'n', name: 'Владелец' });
    expect(changes).toContainEqual({ op: 'add', inst: 'n', prop: META_PROP.domain, val: 'org' });
    expect(changes).toContainEqual({ op: 'upd', inst: 'n', prop: META_PROP.range, val: 'person' });
    expect(changes).toContainEqual({ op: 'upd', inst: 'n', prop: META_PROP.maxCardinality, val: 1 });
  });

  it.each<[string, Partial<InlineDraft>, 'data' | 'object', string | null]>([
    ['ready', {}, 'data', null],
    ['no name', { name: '  ' }, 'data', 'nameRequired'],
    ['a link without its target class', { range: null }, 'object', 'rangeRequired'],
    ['a maximum below the minimum', { min: '2', max: '1' }, 'data', 'maxBelowMin'],
    ['a fractional minimum', { min: '0,5' }, 'data', 'minNotInteger'],
  ])('%s', (_case, over, kind, problem) => {
    const inline: InlineDraft = { name: 'x', label: '', type: 'string', range: { id: 'c', name: 'C' }, min: '0', max: '1', ...over };
    expect(inlineProblem(inline, kind)).toBe(problem);
  });
});
