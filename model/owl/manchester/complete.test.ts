import { describe, expect, it } from 'vitest';
import { completeAt } from './complete';
import { pizzaEntities } from './testVocabulary';

/** `|` marks the cursor. */
const complete = (marked: string) => {
  const cursor = marked.indexOf('|');
  return completeAt(marked.replace('|', ''), cursor, pizzaEntities);
};
const labels = (marked: string) => complete(marked).items.map((item) => item.label);

describe('completeAt: what fits at the cursor', () => {
  it.each<[string, string, string[], string[]]>([
    ['a class or a property at the start', '|', ['Pizza', 'hasTopping', 'kcal', 'not', 'inverse', 'owl:Thing'], ['Italy', 'some']],
    ['restriction keywords after a property', 'hasTopping |', ['some', 'only', 'value', 'min', 'max', 'exactly', 'Self'], ['Pizza', 'and']],
    ['a class after some, filtered by the typed word', 'hasTopping some Che|', ['CheeseTopping'], ['Pizza', 'hasBase', 'xsd:integer']],
    ['individuals after value', 'hasCountryOfOrigin value |', ['Italy', 'America', 'England'], ['Pizza']],
    ['datatypes after a data property', 'kcal some |', ['xsd:integer', 'xsd:string'], ['Pizza']],
    ['and/or after a complete expression', 'Pizza |', ['and', 'or'], ['Pizza', 'some']],
    ['a partial keyword', 'hasTopping so|', ['some'], ['only']],
    ['a word in the middle of a label', 'hasTopping some Topp|', ['CheeseTopping', 'VegetableTopping'], []],
    ['a quoted partial name in Russian', "hasTopping some 'Пиц|", ['Пицца', 'Пицца с сыром'], []],
    ['nothing after an error earlier on', 'Pizza some | and', [], ['Pizza']],
  ])('%s', (_case, marked, present, absent) => {
    const found = labels(marked);
    for (const label of present) expect(found).toContain(label);
    for (const label of absent) expect(found).not.toContain(label);
  });

  it('replaces the whole word under the cursor and quotes names that need it', () => {
    const result = complete("hasTopping some 'Пиц|");
    expect(result.from).toBe(16);
    expect(result.items.find((item) => item.label === 'Пицца с сыром')?.insert).toBe("'Пицца с сыром'");
    const middle = complete('hasTopping some Ch|eese and Pizza');
    expect([middle.from, middle.to]).toEqual([16, 22]);
  });
});
