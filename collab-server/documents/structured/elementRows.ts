import { repairSnapshot } from '../../../model/documents/loadedTree';
import { ELEMENT_KINDS, type DocumentElement, type DocumentSnapshot, type ElementKind } from '../../../model/documents/elementModel';

/**
 * How an element is kept in `document_elements`: title, content and settings in columns of their
 * own (they are what saves touch most), every optional field of DocumentElement in `fields`.
 */
export type ElementRow = {
  inner_id: string;
  parent_id: string | null;
  position: number;
  kind: string;
  title: string;
  content: string;
  settings: Record<string, unknown>;
  fields: Record<string, unknown>;
};

/** A jsonb object as read: PGlite and pg give objects, older drivers strings. */
export const jsonRecord = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};

const COLUMN_FIELDS = new Set(['innerId', 'kind', 'title', 'content', 'settings']);

/** The optional fields of an element (objectId, numbering…), absent ones left out. */
export function optionalFields(element: DocumentElement): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element)) {
    if (!COLUMN_FIELDS.has(key) && value !== undefined && value !== null) fields[key] = value;
  }
  return fields;
}

export function elementToRow(element: DocumentElement, parentId: string | null, position: number): ElementRow {
  return {
    inner_id: element.innerId,
    parent_id: parentId,
    position,
    kind: element.kind,
    title: element.title,
    content: element.content,
    settings: element.settings,
    fields: optionalFields(element),
  };
}

const isKind = (kind: string): kind is ElementKind => (ELEMENT_KINDS as readonly string[]).includes(kind);

export function rowToElement(row: Pick<ElementRow, 'inner_id' | 'kind' | 'title' | 'content' | 'settings' | 'fields'>): DocumentElement {
  // a kind this version does not know is shown as plain content rather than failing the load
  const kind: ElementKind = isKind(row.kind) ? row.kind : 'ContentHolder';
  return { ...(row.fields as Partial<DocumentElement>), innerId: row.inner_id, kind, title: row.title, content: row.content, settings: row.settings ?? {} };
}

export type RowsAsSnapshot = { snapshot: DocumentSnapshot; orderBroken: boolean };

/**
 * Builds the tree from stored rows, in the canonical form of model/documents (no empty child
 * lists), so snapshots compare equal whatever wrote them. The order is broken when there is not
 * exactly one root, two siblings share a position, a parent is missing or the parents loop: the
 * document is then loaded without order (§4, repairSnapshot) — detached parts are hung under the
 * root with their subtrees, so nothing stored is hidden from the editor.
 */
export function rowsToSnapshot(rows: readonly ElementRow[]): RowsAsSnapshot | null {
  if (!rows.length) return null;
  const elements: Record<string, DocumentElement> = {};
  for (const row of rows) elements[row.inner_id] = rowToElement(row);
  const roots = rows.filter((r) => r.parent_id === null);
  const root = roots.find((r) => r.kind === 'StructuredDocument') ?? roots[0] ?? rows[0]!;
  let orderBroken = roots.length !== 1;
  const children: Record<string, string[]> = {};
  const positions = new Map<string, Set<number>>();
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.inner_id.localeCompare(b.inner_id));
  for (const row of sorted) {
    if (row.parent_id === null || !elements[row.parent_id]) continue;
    const taken = positions.get(row.parent_id) ?? new Set<number>();
    if (taken.has(row.position)) orderBroken = true;
    taken.add(row.position);
    positions.set(row.parent_id, taken);
    (children[row.parent_id] ??= []).push(row.inner_id);
  }
  const repaired = repairSnapshot({ rootId: root.inner_id, elements, children });
  return { snapshot: repaired.snapshot, orderBroken: orderBroken || repaired.orderBroken };
}

/** Rows of a whole snapshot, positions 0…n-1 under each parent (creation and publication restore). */
export function snapshotToRows(snapshot: DocumentSnapshot): ElementRow[] {
  const parentOf = new Map<string, { parent: string; position: number }>();
  for (const [parent, kids] of Object.entries(snapshot.children)) kids.forEach((kid, position) => parentOf.set(kid, { parent, position }));
  return Object.values(snapshot.elements).map((element) => {
    const place = parentOf.get(element.innerId);
    return elementToRow(element, place?.parent ?? null, place?.position ?? 0);
  });
}
