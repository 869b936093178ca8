import { describe, expect, it } from 'vitest';
import type { ElementKind } from '../../../../../../model/documents/elementModel';
import { focusTargetOf } from './focusTarget';

/** A structure from `id:Kind` entries and a child map. */
function structure(kinds: Record<string, ElementKind>, children: Record<string, string[]> = {}) {
  return { elements: Object.fromEntries(Object.entries(kinds).map(([id, kind]) => [id, { kind }])), children };
}

describe('focusTargetOf', () => {
  it.each<[string, ReturnType<typeof structure>, string, ReturnType<typeof focusTargetOf>]>([
    ['a paragraph: its text', structure({ p: 'ContentHolder' }), 'p', { id: 'p', field: 'content' }],
    ['a table cell: its text', structure({ c: 'TableCell' }), 'c', { id: 'c', field: 'content' }],
    ['an illustration: its source', structure({ i: 'Illustration' }), 'i', { id: 'i', field: 'content' }],
    ['a bibliography item: its text', structure({ b: 'BibliographyItem' }), 'b', { id: 'b', field: 'content' }],
    ['a section: its heading', structure({ s: 'Section' }), 's', { id: 's', field: 'title' }],
    ['a glossary item: its term first', structure({ g: 'GlossaryItem' }), 'g', { id: 'g', field: 'title' }],
    ['a new table: its first cell, not the header', structure({ t: 'Table', col: 'TableColumn', row: 'TableRow', cell: 'TableCell' }, { t: ['col', 'row'], row: ['cell'] }), 't', { id: 'cell', field: 'content' }],
    ['a table without rows: its column header', structure({ t: 'Table', col: 'TableColumn' }, { t: ['col'] }), 't', { id: 'col', field: 'title' }],
    ['a new list: its first item', structure({ l: 'OrderedList', p: 'ContentHolder' }, { l: ['p'] }), 'l', { id: 'p', field: 'content' }],
    ['an empty list: nothing', structure({ l: 'UnorderedList' }), 'l', null],
    ['columns: the first text inside', structure({ cs: 'Columns', a: 'Column', b: 'Column', p: 'ContentHolder' }, { cs: ['a', 'b'], b: ['p'] }), 'cs', { id: 'p', field: 'content' }],
    ['empty columns: nothing', structure({ cs: 'Columns', a: 'Column' }, { cs: ['a'] }), 'cs', null],
    ['a search result: its caption (the search is picked beside it)', structure({ r: 'SemanticSearchResult' }), 'r', { id: 'r', field: 'title' }],
    ['an empty bibliography: its title', structure({ b: 'Bibliography' }), 'b', { id: 'b', field: 'title' }],
    ['a bibliography with an item: the item', structure({ b: 'Bibliography', i: 'BibliographyItem' }, { b: ['i'] }), 'b', { id: 'i', field: 'content' }],
    ['an unknown id: nothing', structure({}), 'x', null],
  ])('%s', (_name, s, id, expected) => expect(focusTargetOf(s, id)).toEqual(expected));
});
