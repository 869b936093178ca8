import { describe, expect, it } from 'vitest';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { captionOf, cardinalityOf, dataTypeOf, domainsOf, firstText, isDeprecated, labelIn, linksOf, numberOf, parentIdsOf, rangeOf, textIn, textPreferring } from './entityValues';
import type { EntityValue } from './ontologyEntity';

const v = (val: EntityValue['val'], extra: Partial<EntityValue> = {}): EntityValue => ({ val, cap: typeof val === 'string' ? val : null, lang: null, from: null, readonly: false, ...extra });
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const entity = {
  name: 'has_owner',
  labels: { en: 'has owner' },
  values: new Map<string, EntityValue[]>([
    [META_PROP.comment, [v('Владелец', { lang: 'ru' }), v('Owner', { lang: 'en' })]],
    [META_PROP.domain, [v(A, { cap: 'Car' }), v(B, { cap: 'Boat' })]],
    [META_PROP.range, [v(B, { cap: 'Person' })]],
    [META_PROP.type, [v('string')]],
    [META_PROP.minCardinality, [v(1)]],
    [META_PROP.maxCardinality, [v('-1')]],
    [META_PROP.deprecated, [v(true)]],
  ]),
};

describe('reading values', () => {
  it('text in one language, or preferring one', () => {
    expect(textIn(entity, META_PROP.comment, 'en')).toBe('Owner');
    expect(textIn(entity, META_PROP.comment, 'de')).toBe('');
    expect(textPreferring(entity, META_PROP.comment, 'de')).toBe('Владелец');
    expect(textPreferring(entity, META_PROP.label)).toBeNull();
  });
  it('first values as text and number', () => {
    expect(firstText(entity, META_PROP.type)).toBe('string');
    expect(firstText(entity, META_PROP.iri)).toBe('');
    expect(numberOf(entity, META_PROP.maxCardinality)).toBe(-1);
    expect(numberOf(entity, META_PROP.iri)).toBeNull();
  });
  it('links with their names', () => {
    expect(linksOf(entity, META_PROP.domain)).toEqual([{ id: A, name: 'Car' }, { id: B, name: 'Boat' }]);
    expect(domainsOf(entity)).toHaveLength(2);
    expect(rangeOf(entity)).toEqual({ id: B, name: 'Person' });
    expect(parentIdsOf(entity)).toEqual([]);
  });
  it("the meta-model's properties by name", () => {
    expect(dataTypeOf(entity)).toBe('string');
    expect(cardinalityOf(entity)).toEqual({ min: 1, max: -1 });
    expect(cardinalityOf(undefined)).toEqual({ min: 0, max: -1 });
    expect(isDeprecated(entity)).toBe(true);
  });
  it('captions: the label in the language, else the name, else any label (model/entityLabel.ts)', () => {
    expect(labelIn(entity, 'ru')).toBe('');
    expect(captionOf(entity, 'ru')).toBe('has_owner');
    expect(captionOf(entity, 'en')).toBe('has owner');
    expect(captionOf({ name: 'n', labels: { ru: 'р', en: 'e' } }, 'en')).toBe('e');
    expect(captionOf({ name: 'n', labels: { ru: 'р', en: 'e' } }, 'de')).toBe('n');
    expect(captionOf({ name: '', labels: { en: 'e' } }, 'ru')).toBe('e');
    expect(captionOf({ name: 'n', labels: {} }, 'ru')).toBe('n');
    expect(captionOf(undefined, 'ru')).toBe('');
  });
});
