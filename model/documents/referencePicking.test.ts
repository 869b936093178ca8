import { describe, expect, it } from 'vitest';
import { displayNameFor, pickedReferenceText, referenceTrigger, type PickKind } from './referencePicking';
import { parseReferences } from './referenceSyntax';

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('referenceTrigger', () => {
  const cases: Array<[string, string, ReturnType<typeof referenceTrigger>]> = [
    ['a bare colon opens an empty search', 'См. :', { query: '', length: 1 }],
    ['the word after it is the search', 'См. :Дог', { query: 'Дог', length: 4 }],
    ['at the very start', ':class', { query: 'class', length: 6 }],
    ['a colon after a word opens too', 'Примечание:', { query: '', length: 1 }],
    ['a space after it closes', 'Примечание: ', null],
    ['a space in the search closes', ':Договор пост', null],
    ['a URL never opens it', 'http://', null],
    ['a reference typed by hand is not a search', `:class-0f8f`, null],
    ['nor one with a display name', `:class-${A}(Дог`, null],
    ['a second colon starts again', 'a:b:', { query: '', length: 1 }],
    ['a search too long is not one', `:${'я'.repeat(201)}`, null],
    ['latin and digits', 'x :ISO9001', { query: 'ISO9001', length: 8 }],
  ];
  it.each(cases)('%s', (_name, text, expected) => expect(referenceTrigger(text)).toEqual(expected));
});

describe('displayNameFor', () => {
  it.each([
    ['Договор', 'Договор'],
    ['  Договор\n  поставки ', 'Договор поставки'],
    ['Договор (типовой)', 'Договор (типовой)'],
    ['f(g(x))', 'f g x'],
    ['a) пункт', 'a пункт'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['я'.repeat(250), 'я'.repeat(200)],
  ])('%j → %j', (name, expected) => expect(displayNameFor(name)).toBe(expected));
});

describe('pickedReferenceText', () => {
  const cases: Array<[PickKind, string, string]> = [
    ['class', 'Договор', `:class-${A}(Договор)`],
    ['objectProperty', 'имеет часть', `:prop-${A}(имеет часть)`],
    ['dataProperty', 'Срок', `:scalar-${A}(Срок)`],
    ['individual', 'ООО «Ромашка»', `:ontology-${A}(ООО «Ромашка»)`],
    ['structuredDocument', 'Регламент', `:document-${A}(Регламент)`],
    ['simpleDocument', 'Заметка', `:document-${A}(Заметка)`],
    ['bibliographyItem', 'Иванов И. И.', `:bibliography-${A}(Иванов И. И.)`],
    ['class', '   ', `:class-${A}`],
  ];
  it.each(cases)('%s %j', (kind, name, text) => {
    expect(pickedReferenceText({ kind, id: A.toUpperCase(), name })).toBe(text);
    // what is written reads back as the same reference, with the name picked
    const [ref] = parseReferences(`см. ${text} далее`);
    expect(ref?.objectId).toBe(A);
    expect(ref?.displayName).toBe(name.trim() || null);
  });

  it('a name whose brackets the syntax cannot hold still reads back whole', () => {
    const [ref] = parseReferences(pickedReferenceText({ kind: 'class', id: A, name: 'f(g(x))' }));
    expect(ref?.displayName).toBe('f g x');
  });
});
