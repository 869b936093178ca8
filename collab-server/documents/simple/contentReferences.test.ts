import { describe, expect, it } from 'vitest';
import { connectionsOf, findReferences } from './contentReferences';

const A = '0a1b2c3d-0000-4000-8000-00000000000a';
const B = '0a1b2c3d-0000-4000-8000-00000000000b';

describe('findReferences', () => {
  it.each([
    ['a class with a name', `see :class-${A}(Организация).`, [{ kind: 'class', objectId: A, displayName: 'Организация', expandContent: false, propId: null, start: 4, end: 4 + 7 + 36 + 13 }]],
    ['ids are lowercased', `:prop-${A.toUpperCase()}`, [{ kind: 'prop', objectId: A, displayName: null }]],
    ['expand and a property', `!:ontology-${A}:${B}:(Имя)`, [{ kind: 'ontology', objectId: A, propId: B, expandContent: true, displayName: 'Имя' }]],
    ['two in a row', `:class-${A} and :document-${B}(Док)`, [{ kind: 'class', objectId: A }, { kind: 'document', objectId: B, displayName: 'Док' }]],
    ['an unknown kind is not a reference', `:thing-${A}`, []],
    ['a short id is not a reference', ':class-1234(x)', []],
    ['an empty name is none', `:class-${A}()`, [{ displayName: null }]],
  ])('%s', (_name, text, expected) => {
    const found = findReferences(text);
    expect(found).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(found[i]).toMatchObject(e));
  });
});

describe('connectionsOf', () => {
  it('keeps terms and documents once each, not cross references or bibliography', () => {
    const text = `:class-${A}(X) :class-${A}(Y) :document-${B} :cross-${B} :bibliography-${A}`;
    expect(connectionsOf(text)).toEqual([
      { kind: 'class', objectId: A },
      { kind: 'document', objectId: B },
    ]);
  });
});
