import type { DocumentElement, DocumentSnapshot, ElementKind, ElementSettings } from '../../../../../../model/documents/elementModel';
import type { MoveDirection } from '../tree/treeModel';

/** Fields the editor sets directly (content is typed into the element's editor). */
export type EditableFields = Partial<Pick<DocumentElement, 'title' | 'numberingStrategy' | 'startNumberingWith' | 'levelNumberingSetAliases'>>;

/**
 * Components copied from a document: their roots (in order) and everything under them, with
 * content. Kept as a snapshot part so it can be pasted into another document or tab.
 */
export type CopiedComponents = { rootIds: string[]; elements: DocumentSnapshot['elements']; children: DocumentSnapshot['children'] };

/** The editing operations of the page, each one Yjs transaction on the live document. */
export type DocumentEditing = {
  /** Adds a new element of the kind at `index` of the container (end when omitted); returns its id. */
  add: (parentId: string, kind: ElementKind, index?: number) => string | null;
  remove: (id: string) => void;
  move: (id: string, direction: MoveDirection) => void;
  /** Moves the element to `index` of the container, the index counted without the element (drag and drop). */
  moveTo: (id: string, parentId: string, index: number) => void;
  setFields: (id: string, fields: EditableFields) => void;
  /** Replaces the element's settings object (the caller merges). */
  setSettings: (id: string, settings: ElementSettings) => void;
  setHighlight: (id: string, color: string | null) => void;
  /** Adds a row of cells at the end; returns the new row's id. */
  addTableRow: (tableId: string) => string | null;
  /** Adds a column (a cell in every row) at the end; returns the new column's id. */
  addTableColumn: (tableId: string) => string | null;
  /** The element and its subtree, with content, ready for the clipboard. */
  copy: (id: string) => CopiedComponents | null;
  /** Pastes copies (new ids, the current user as author) at `index` of the container; returns the new root ids. */
  paste: (parentId: string, index: number, copied: CopiedComponents) => string[];
};
