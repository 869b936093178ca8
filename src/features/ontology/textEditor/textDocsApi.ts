import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { byProp, change, firstValue, ontologyClient as client } from '../client';

/** The ontology text editor's documents: instances of META_CLASS.TextEditorDoc (name, author, date, text). */
export type TextDocSummary = { id: string; name: string; author: string; dateCreate: string; canDelete: boolean };
export type TextDocContent = { name: string; text: string; readonly: boolean };

const TEXT_DOCS = { class: META_CLASS.TextEditorDoc };

export async function listTextDocs(): Promise<TextDocSummary[]> {
  const { entities } = await client.read({ of: TEXT_DOCS, fields: ['author', 'date_create'], sort: byProp('date_create', 'desc'), limit: 1000 });
  return entities.map((e) => ({ id: e.id, name: e.name, author: e.author?.name ?? '', dateCreate: e.dateCreate ?? '', canDelete: e.canDelete }));
}

export const createTextDoc = (name: string): Promise<string> => client.create({ of: META_CLASS.TextEditorDoc, name });

export const deleteTextDoc = (id: string): Promise<void> => client.remove(id);

/** null when there is no such document. */
export async function loadTextDoc(id: string): Promise<TextDocContent | null> {
  const doc = await client.readOne(id, { of: TEXT_DOCS, fields: [META_PROP.text] });
  if (!doc) return null;
  const text = firstValue(doc, META_PROP.text);
  return { name: doc.name, text: typeof text === 'string' ? text : '', readonly: doc.readonly };
}

/** Writes the fields that differ from `stored`. */
export function saveTextDoc(id: string, stored: TextDocContent, next: Pick<TextDocContent, 'name' | 'text'>): Promise<void> {
  return client.write([
    ...(next.name !== stored.name ? [change.rename(id, next.name)] : []),
    ...(next.text !== stored.text ? [change.set(id, META_PROP.text, next.text === '' ? null : next.text)] : []),
  ]);
}
