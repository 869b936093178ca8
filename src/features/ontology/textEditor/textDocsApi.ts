import { getData, setData } from '../../../app/api/dataApi';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { rowsByInstance } from '../individuals/individualsApi';

/** The ontology text editor's documents: instances of META_CLASS.TextEditorDoc (name, author, date, text). */
export type TextDocSummary = { id: string; name: string; author: string; dateCreate: string; canDelete: boolean };
export type TextDocContent = { name: string; text: string; readonly: boolean };

export async function listTextDocs(): Promise<TextDocSummary[]> {
  const { rows } = await getData({ class: META_CLASS.TextEditorDoc, fields: [{ prop: 'author' }, { prop: 'date_create' }], sort: { prop: 'date_create', dir: 'desc' }, limit: 1000 });
  return rowsByInstance(rows).map(({ inst, rows: values }) => {
    const nameRow = values.find((r) => r.prop === META_PROP.name);
    return {
      id: inst,
      name: nameRow?.cap ?? '',
      author: values.find((r) => r.prop === META_PROP.author)?.cap ?? '',
      dateCreate: String(values.find((r) => r.prop === META_PROP.dateCreate)?.val ?? ''),
      canDelete: nameRow?.can_delete ?? false,
    };
  });
}

export async function createTextDoc(name: string): Promise<string> {
  const id = crypto.randomUUID();
  await setData([{ op: 'new', class: META_CLASS.TextEditorDoc, inst: id, name }]);
  return id;
}

export async function deleteTextDoc(id: string): Promise<void> {
  await setData([{ op: 'del', inst: id }]);
}

/** null when there is no such document. */
export async function loadTextDoc(id: string): Promise<TextDocContent | null> {
  const { rows } = await getData({ class: META_CLASS.TextEditorDoc, idx: id, fields: [{ prop: META_PROP.text }] });
  const nameRow = rows.find((r) => r.prop === META_PROP.name);
  if (!nameRow) return null;
  const textRow = rows.find((r) => r.prop === META_PROP.text);
  return { name: nameRow.cap ?? '', text: typeof textRow?.val === 'string' ? textRow.val : '', readonly: nameRow.readonly };
}

/** Writes the fields that differ from `stored`. */
export async function saveTextDoc(id: string, stored: TextDocContent, next: Pick<TextDocContent, 'name' | 'text'>): Promise<void> {
  const items = [
    ...(next.name !== stored.name ? [{ op: 'upd' as const, inst: id, prop: 'name', val: next.name }] : []),
    ...(next.text !== stored.text ? [{ op: 'upd' as const, inst: id, prop: META_PROP.text, val: next.text === '' ? null : next.text }] : []),
  ];
  if (items.length > 0) await setData(items);
}
