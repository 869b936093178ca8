import { describe, expect, it } from 'vitest';
import { parseReferences } from '../../model/documents/referenceSyntax';
import { referencesAsNames } from './referenceText';

const id = 'e557e159-0c1a-4d2b-9f3e-1234567890ab';
const prop = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('references in a passage', () => {
  it.each([
    [`Пицца :class-${id}(Margherita) с сыром`, 'Пицца Margherita с сыром'],
    [`См. !:document-${id}(Регламент (типовой)).`, 'См. Регламент (типовой).'],
    [`Значение :scalar-${id}:${prop}:(Цена) растёт`, 'Значение Цена растёт'],
    [`Без имени :class-${id} здесь`, 'Без имени  здесь'],
    ['ratio:a-b и :unknown-kind остаются', 'ratio:a-b и :unknown-kind остаются'],
  ])('%s → %s', (text, shown) => {
    expect(referencesAsNames(text)).toBe(shown);
  });

  it('finds what the reference syntax finds', () => {
    const text = `a :class-${id}(A) b !:ontology-${prop} c :prop-${id}:${prop}:(P (x)) d`;
    const names = parseReferences(text).map((r) => r.displayName);
    expect(names).toEqual(['A', null, 'P (x)']);
    expect(referencesAsNames(text)).toBe('a A b  c P (x) d');
  });
});
