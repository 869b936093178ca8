import { describe, expect, it } from 'vitest';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import { draftToSettings, parseThresholds, propertiesFor, settingsToDraft, thresholdsText, type BuilderDraft } from './builderDraft';

const catalog: OntologyCatalog = {
  classes: new Map([
    ['c1', { id: 'c1', name: 'Животное', parents: [] }],
    ['c2', { id: 'c2', name: 'Рыба', parents: ['c1'] }],
    ['c3', { id: 'c3', name: 'Город', parents: [] }],
  ]),
  properties: new Map([
    ['p1', { id: 'p1', name: 'вес', kind: 'data', dataType: 'float', domains: ['c1'], range: null }],
    ['p2', { id: 'p2', name: 'хищник', kind: 'data', dataType: 'bool', domains: ['c2'], range: null }],
    ['p3', { id: 'p3', name: 'население', kind: 'data', dataType: 'int', domains: ['c3'], range: null }],
    ['p4', { id: 'p4', name: 'заметка', kind: 'data', dataType: 'string', domains: [], range: null }],
    ['p5', { id: 'p5', name: 'открыт', kind: 'data', dataType: 'date', domains: [], range: null }],
  ]),
};

describe('thresholds', () => {
  it('reads numbers with a decimal comma, sorted and once each', () => {
    expect(parseThresholds('20,5; 10 10', 'number')).toEqual([10, 20.5]);
  });
  it('reads dates as DD.MM.YYYY or ISO and keeps ISO days', () => {
    expect(parseThresholds('01.02.2024; 2023-12-31', 'date')).toEqual(['2023-12-31', '2024-02-01']);
  });
  it('refuses what is not a threshold', () => {
    expect(parseThresholds('десять', 'number')).toBeNull();
    expect(parseThresholds('31.02', 'date')).toBeNull();
    expect(parseThresholds('31.02.2024', 'date')).toBeNull();
  });
  it('writes them back as people read them', () => {
    expect(thresholdsText([10, 20.5])).toBe('10; 20,5');
    expect(thresholdsText(['2024-02-01'])).toBe('01.02.2024');
  });
});

describe('draft → settings', () => {
  const base: BuilderDraft = { objects: { kind: 'class', classId: 'c2', withSubclasses: true }, classes: [], booleanProps: ['p2'], values: [] };
  it('is incomplete without objects or attributes', () => {
    expect(draftToSettings({ ...base, objects: null }, catalog)).toBeNull();
    expect(draftToSettings({ ...base, booleanProps: [] }, catalog)).toBeNull();
  });
  it('keeps ordinal thresholds of numbers and makes text nominal', () => {
    const settings = draftToSettings({ ...base, values: [{ prop: 'p1', scale: 'ordinal', thresholds: '5; 1' }, { prop: 'p4', scale: 'ordinal', thresholds: '' }] }, catalog);
    expect(settings?.attributes.values).toEqual([
      { prop: 'p1', scale: 'ordinal', thresholds: [1, 5] },
      { prop: 'p4', scale: 'nominal', thresholds: [] },
    ]);
  });
  it('is incomplete with an ordinal scale but no thresholds', () => {
    expect(draftToSettings({ ...base, values: [{ prop: 'p1', scale: 'ordinal', thresholds: '' }] }, catalog)).toBeNull();
  });
  it('round-trips through saved settings', () => {
    const settings = draftToSettings({ ...base, values: [{ prop: 'p5', scale: 'ordinal', thresholds: '01.02.2024' }] }, catalog);
    expect(settings && settingsToDraft(settings)).toEqual({ ...base, values: [{ prop: 'p5', scale: 'ordinal', thresholds: '01.02.2024' }] });
  });
});

describe('properties offered', () => {
  it('are those of the class, of classes above it and of none', () => {
    expect(propertiesFor(catalog, 'c2').map((p) => p.id)).toEqual(['p1', 'p4', 'p5', 'p2']);
    expect(propertiesFor(catalog, null)).toHaveLength(5);
    // the subclasses' instances are objects too: their properties are offered
    expect(propertiesFor(catalog, 'c1').map((p) => p.id)).toEqual(['p1', 'p4', 'p5']);
    expect(propertiesFor(catalog, 'c1', true).map((p) => p.id)).toEqual(['p1', 'p4', 'p5', 'p2']);
  });
});
