import { describe, expect, it } from 'vitest';
import { kindOfDataType } from './ontologyCatalog';

describe('a data type’s kind', () => {
  it.each([
    ['integer', 'int integer'],
    ['decimal', 'float real'],
    ['boolean', 'bool boolean'],
    ['date', 'date dateTime'],
    // what is not a number, a truth value or a moment compares as text, an odd name included
    ['string', 'string multiString text id file ref toString'],
  ] as const)('%s: %s', (kind, dataTypes) => {
    for (const dataType of dataTypes.split(' ')) expect(kindOfDataType(dataType)).toBe(kind);
  });
});
