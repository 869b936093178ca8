import { describe, expect, it } from 'vitest';
import { errorPlace, isOwlFileName, percentOf } from './owlImportText';

describe('OWL import texts', () => {
  it.each([
    ['pizza.owl', true],
    ['WINE.RDF', true],
    ['bfo-core.ttl', true],
    ['a.xml', true],
    ['notes.txt', false],
    ['owl', false],
  ])('%s is an OWL file name: %s', (name, expected) => expect(isOwlFileName(name)).toBe(expected));

  it.each([
    [{ message: 'x', line: 5, column: 3 }, { key: 'owl.import.errorAtColumn', line: 5, column: 3 }],
    [{ message: 'x', line: 5 }, { key: 'owl.import.errorAtLine', line: 5 }],
    [{ message: 'x' }, { key: null }],
  ])('places %j', (error, expected) => expect(errorPlace(error)).toEqual(expected));

  it.each([
    [0, false, 0],
    [0.505, false, 50],
    [1, false, 99],
    [0.2, true, 100],
  ])('progress %d (ended %s) is %d%%', (p, done, expected) => expect(percentOf(p, done)).toBe(expected));
});
