import { describe, expect, it } from 'vitest';
import { elementCapabilities, normalizeRights, rightsReadOnly, type ElementCapabilities } from './editRights';
import type { AccessRights, DocumentElement, ElementKind } from './elementModel';

const rights = (readOnly: boolean, editContentAllowed: boolean, editStructureAllowed: boolean): AccessRights => ({ readOnly, editContentAllowed, editStructureAllowed });
const READ_ONLY = rights(true, true, true);
const CONTENT = rights(false, true, false);
const STRUCTURE = rights(false, false, true);
const BOTH = rights(false, true, true);
const NEITHER = rights(false, false, false);

const caps = (editable: boolean, deletable: boolean, movable: boolean, highlightable: boolean, canResetHighlight: boolean): ElementCapabilities =>
  ({ editable, deletable, movable, highlightable, canResetHighlight });
const NOTHING = caps(false, false, false, false, false);
const highlighted = (kind: ElementKind): DocumentElement => ({ innerId: 'x', kind, title: '', content: '', settings: { highlight: { color: '#ffeb3b' } } });

describe('elementCapabilities', () => {
  const cases: Array<[string, ElementKind, AccessRights, DocumentElement | undefined, ElementCapabilities]> = [
    ['read-only document', 'ContentHolder', READ_ONLY, undefined, NOTHING],
    ['no edit right at all', 'ContentHolder', NEITHER, undefined, NOTHING],
    ['content right on content', 'ContentHolder', CONTENT, undefined, caps(true, true, true, true, false)],
    ['structure right on content', 'Table', STRUCTURE, undefined, caps(true, true, true, true, false)],
    ...(['Section', 'OrderedList', 'UnorderedList', 'Bibliography', 'Glossary'] as const).map(
      (kind): [string, ElementKind, AccessRights, DocumentElement | undefined, ElementCapabilities] => [`content right on ${kind}`, kind, CONTENT, undefined, caps(true, false, false, true, false)],
    ),
    ['structure right on a section', 'Section', STRUCTURE, undefined, caps(true, true, true, true, false)],
    ['generator not highlightable', 'Generator', BOTH, undefined, caps(true, true, true, false, false)],
    ['generator with a stray highlight cannot reset', 'Generator', BOTH, highlighted('Generator'), caps(true, true, true, false, false)],
    ['reset needs a colour', 'ContentHolder', BOTH, { ...highlighted('ContentHolder'), settings: {} }, caps(true, true, true, true, false)],
    ['reset with a colour', 'ContentHolder', CONTENT, highlighted('ContentHolder'), caps(true, true, true, true, true)],
    ['reset needs edit rights', 'ContentHolder', READ_ONLY, highlighted('ContentHolder'), NOTHING],
    ['root is neither deleted nor moved', 'StructuredDocument', BOTH, undefined, caps(true, false, false, true, false)],
  ];
  it.each(cases)('%s', (_name, kind, r, element, expected) => expect(elementCapabilities(kind, r, element)).toEqual(expected));
});

describe('rightsReadOnly', () => {
  const cases: Array<[AccessRights, boolean]> = [[READ_ONLY, true], [NEITHER, true], [CONTENT, false], [STRUCTURE, false], [BOTH, false], [rights(true, false, false), true]];
  it.each(cases)('%j → %s', (r, expected) => {
    expect(rightsReadOnly(r)).toBe(expected);
    expect(normalizeRights(r)).toEqual({ ...r, readOnly: expected });
  });
});
