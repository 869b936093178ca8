import { describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { mapsOfDeleted } from './reasonerTriggers';
import { localName } from './reasonerNames';

const MAP = '00000000-0000-4000-8000-000000000001';

describe('mapsOfDeleted', () => {
  it('reads the maps of a deleted entity from its change-log snapshot', () => {
    expect(mapsOfDeleted({ op: 'del', before: { name: 'x', classes: [], vals: { [META_PROP.inMap]: [MAP] } } })).toEqual([MAP]);
  });
  it.each([
    { op: 'add', before: null },
    { op: 'del', before: null },
    { op: 'del', before: { vals: {} } },
    { op: 'del', before: { vals: { [META_PROP.inMap]: 'not a list' } } },
  ])('finds none in %o', (change) => {
    expect(mapsOfDeleted(change)).toEqual([]);
  });
});

describe('localName', () => {
  it.each([
    ['http://example.org/pizza#Margherita', 'Margherita'],
    ['http://purl.obolibrary.org/obo/SO_0000110', 'SO_0000110'],
    ['http://www.w3.org/2002/07/owl#Thing', 'owl:Thing'],
    ['urn:x:y', 'y'],
  ])('%s → %s', (iri, name) => expect(localName(iri)).toBe(name));
});
