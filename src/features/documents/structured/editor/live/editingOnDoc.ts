import type * as Y from 'yjs';
import { newElement } from '../../../../../../model/documents/elementDefaults';
import type { ElementKind, ElementSettings } from '../../../../../../model/documents/elementModel';
import { elementsMap } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { listedChildren, readElement, subtreeIds } from '../../../../../../realtime/yjs/structuredDoc/docElements';
import { addElement, insertCopy, moveElement, moveElementTo, removeElement, setElementFields, type Refusal } from '../../../../../../realtime/yjs/structuredDoc/docOperations';
import { readStructure } from './readStructure';
import { tableContainers, tableLayout } from '../canvas/tableLayout';
import type { CopiedComponents, DocumentEditing } from './documentEditing';
import { copiesOf } from '../clipboard/copiesOf';

const newId = (): string => globalThis.crypto.randomUUID();

const FIRST_ITEM: Partial<Record<ElementKind, ElementKind>> = { OrderedList: 'ContentHolder', UnorderedList: 'ContentHolder', Bibliography: 'BibliographyItem', Glossary: 'GlossaryItem' };

/**
 * The page's editing operations on the live Y.Doc, through the document operations (each one
 * transaction, checked against the container rules: the tree offers only allowed kinds, but a
 * click made stale by someone else's move must not break the document). A refusal changes
 * nothing and is reported to `onRefused` (the console: the UI never offers a refused action).
 */
export function editingOnDoc(doc: Y.Doc, authorId: string, onRefused: (refusal: string) => void = (r) => console.warn(r)): DocumentEditing {
  const check = (refusal: Refusal): boolean => {
    if (refusal) onRefused(refusal);
    return refusal === null;
  };
  const addTo = (parentId: string, kind: ElementKind, index: number): string | null => {
    const element = newElement(kind, newId(), authorId);
    return check(addElement(doc, { parentId, index, element })) ? element.innerId : null;
  };
  const settingsOf = (id: string): ElementSettings => (elementsMap(doc).get(id)?.get('settings') ?? {}) as ElementSettings;

  return {
    add(parentId, kind, index) {
      let id: string | null = null;
      doc.transact(() => {
        id = addTo(parentId, kind, index ?? listedChildren(doc, parentId).length);
        // a new table comes with a column and a row, new columns with two columns: something to type in
        if (id && kind === 'Table') {
          addTo(id, 'TableColumn', 0);
          const row = addTo(id, 'TableRow', 1);
          if (row) addTo(row, 'TableCell', 0);
        }
        if (id && kind === 'Columns') for (let n = 0; n < 2; n++) addTo(id, 'Column', n);
        // a new list, bibliography or glossary comes with its first item, ready to be typed into
        const first = id ? FIRST_ITEM[kind] : undefined;
        if (id && first) addTo(id, first, 0);
      });
      return id;
    },
    remove: (id) => void check(removeElement(doc, id)),
    move: (id, direction) => void check(moveElement(doc, id, direction)),
    moveTo: (id, parentId, index) => void check(moveElementTo(doc, id, parentId, index)),
    setFields: (id, fields) => void check(setElementFields(doc, id, fields)),
    setSettings: (id, settings) => void check(setElementFields(doc, id, { settings })),
    setHighlight(id, color) {
      const { highlight: _previous, ...rest } = settingsOf(id);
      check(setElementFields(doc, id, { settings: color ? { ...rest, highlight: { color } } : rest }));
    },
    addTableRow(tableId) {
      let row: string | null = null;
      doc.transact(() => {
        const structure = readStructure(doc);
        if (!structure) return;
        const into = tableContainers(structure, tableId).rows;
        row = addTo(into, 'TableRow', listedChildren(doc, into).length);
        const cells = Math.max(1, tableLayout(structure, tableId).columns.length);
        if (row) for (let n = 0; n < cells; n++) addTo(row, 'TableCell', n);
      });
      return row;
    },
    addTableColumn(tableId) {
      let column: string | null = null;
      doc.transact(() => {
        const structure = readStructure(doc);
        if (!structure) return;
        const layout = tableLayout(structure, tableId);
        const into = tableContainers(structure, tableId).columns;
        // in the table itself, a new column goes after the last column, before the rows
        const lastColumn = layout.columns.at(-1);
        const at = into === tableId ? (lastColumn ? (structure.children[tableId] ?? []).indexOf(lastColumn) + 1 : 0) : listedChildren(doc, into).length;
        column = addTo(into, 'TableColumn', at);
        for (const row of layout.rows) addTo(row.id, 'TableCell', row.cells.length);
      });
      return column;
    },
    copy(id) {
      if (!elementsMap(doc).has(id)) return null;
      const copied: CopiedComponents = { rootIds: [id], elements: {}, children: {} };
      for (const each of subtreeIds(doc, id)) {
        const map = elementsMap(doc).get(each);
        if (!map) continue;
        copied.elements[each] = readElement(doc, each, map);
        const kids = listedChildren(doc, each).map((c) => c.id);
        if (kids.length > 0) copied.children[each] = kids;
      }
      return copied;
    },
    paste(parentId, index, copied) {
      const fresh = copiesOf(copied, authorId, newId);
      // all copied tops at once: inserted together, or refused together with the reason shown
      const refusal = insertCopy(doc, parentId, index, { rootIds: fresh.rootIds, elements: Object.values(fresh.elements), children: fresh.children });
      return check(refusal) ? fresh.rootIds : [];
    },
  };
}
