import { describe, expect, it } from 'vitest';
import { canContain, generatorAccepts, kindsAllowedIn } from './containerRules';
import { ELEMENT_KINDS, type ElementKind } from './elementModel';

/** Domain spec §5, container rules, written out as the spec lists them. */
const DOC_COLUMN_SECTION: ElementKind[] = ['StructuredDocument', 'Column', 'Section'];
const SPEC: Array<[ElementKind, ElementKind[]]> = [
  ['ContentHolder', [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList', 'TableCell']],
  ['SemanticSearchResult', [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList']],
  ['Section', DOC_COLUMN_SECTION],
  ['OrderedList', [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList', 'TableCell']],
  ['UnorderedList', [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList', 'TableCell']],
  ...(['Bibliography', 'Glossary', 'Columns', 'DocumentMetadata', 'Generator', 'Table', 'AlphabetIndex', 'IllustrationList', 'TableList'] as const).map(
    (kind): [ElementKind, ElementKind[]] => [kind, DOC_COLUMN_SECTION],
  ),
  ['BibliographyItem', ['Bibliography']],
  ['GlossaryItem', ['Glossary']],
  ['AlphabetIndexItem', ['AlphabetIndex']],
  ['Column', ['Columns']],
  ['TableColumn', ['Table', 'TableColumns']],
  ['TableRow', ['Table', 'TableRows']],
  ['TableCell', ['TableRow']],
  ['ExternalContent', [...DOC_COLUMN_SECTION, 'TableCell']],
  ['Illustration', [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList', 'TableCell']],
  ['StructuredDocument', []],
  ['TableColumns', []],
  ['TableRows', []],
];

describe('canContain', () => {
  it('covers every kind', () => expect(SPEC.map(([kind]) => kind).sort()).toEqual([...ELEMENT_KINDS].sort()));
  it.each(SPEC)('%s sits only in %j', (child, parents) => {
    expect(ELEMENT_KINDS.filter((parent) => canContain(parent, child))).toEqual(ELEMENT_KINDS.filter((parent) => parents.includes(parent)));
  });
});

describe('kindsAllowedIn', () => {
  const cases: Array<[ElementKind, ElementKind[]]> = [
    ['TableRow', ['TableCell']],
    ['Bibliography', ['BibliographyItem']],
    ['ContentHolder', []],
    ['TableCell', ['ContentHolder', 'OrderedList', 'UnorderedList', 'ExternalContent', 'Illustration']],
  ];
  it.each(cases)('%s', (parent, expected) => expect(kindsAllowedIn(parent)).toEqual(expected));
});

describe('generatorAccepts', () => {
  const cases: Array<['free' | 'table', ElementKind, number, boolean]> = [
    ['free', 'ContentHolder', 0, true], ['free', 'Section', 3, true], ['free', 'OrderedList', 0, true], ['free', 'UnorderedList', 0, true],
    ['free', 'ExternalContent', 0, true], ['free', 'Columns', 0, true], ['free', 'Table', 0, false], ['free', 'Glossary', 0, false],
    ['table', 'Table', 0, true], ['table', 'Table', 1, false], ['table', 'ContentHolder', 0, false],
  ];
  it.each(cases)('%s template, %s with %i children: %s', (type, kind, count, expected) => expect(generatorAccepts(type, kind, count)).toBe(expected));
});
