import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../store';
import { publicationNodeSchema, type PublicationNode, type PublicationSummary, type PublicationView } from '../../../realtime/protocol/documents/simple';
import { findReferences } from './contentReferences';
import { renderMarkdown, sanitizeDocumentHtml } from './markdownHtml';
import { orderTree, publicNodes } from './publicationTree';
import { linksOf, type PublicationRow } from './publicationStore';
import { mayEdit, namesOfReferenced, type Editor } from './simpleDocStore';

/** What a publish freezes into content_json. */
const frozenSchema = z.object({ nodes: z.array(publicationNodeSchema) });

const iso = (d: Date | string | null): string | null => (d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

export function presentPublication(row: PublicationRow, editor: Editor | null): PublicationSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    annotation: row.annotation,
    isPublic: row.is_public,
    authorId: row.author,
    authorName: row.author_name,
    createdAt: iso(row.created_at) as string,
    publishedAt: iso(row.published_at),
    documentCount: Number(row.document_count),
    canEdit: editor ? mayEdit(editor, row.author) : false,
  };
}

/** Markdown of several documents rendered, with the names of everything they reference looked up once. */
export async function renderAll(db: Kysely<Database>, basePath: string, contents: readonly string[]): Promise<string[]> {
  const ids = contents.flatMap((c) => findReferences(c).map((r) => r.objectId));
  const { names, documentKinds } = await namesOfReferenced(db, ids);
  return contents.map((content) => renderMarkdown(content, { basePath, names, documentKinds }));
}

/** The tree as it is now, each node with its document's current content. */
export async function liveNodes(db: Kysely<Database>, basePath: string, publicationId: string): Promise<PublicationNode[]> {
  const links = await linksOf(db, publicationId);
  const html = await renderAll(db, basePath, links.map((l) => l.content));
  const nodes = links.map((l, i) => ({
    linkId: l.id,
    documentId: l.document_id,
    parentId: l.parent_id,
    order: l.position,
    name: l.name || l.document_name,
    icon: l.icon,
    documentPublic: l.document_public,
    html: html[i] ?? '',
  }));
  return orderTree(nodes);
}

export async function livePublicationView(db: Kysely<Database>, basePath: string, row: PublicationRow, editor: Editor): Promise<PublicationView> {
  return { ...presentPublication(row, editor), nodes: await liveNodes(db, basePath, row.id) };
}

/** The one HTML text of a publication: each document under a heading of its depth. */
export function publicationHtml(nodes: readonly PublicationNode[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return nodes.map((n) => `<section><h${Math.min(n.depth + 1, 6)}>${escape(n.name)}</h${Math.min(n.depth + 1, 6)}>${n.html}</section>`).join('\n');
}

/**
 * What a visitor sees: the tree frozen by the last publish, only its public documents, or null when
 * the publication is not public or was never published (answered like an unknown id).
 */
export function frozenPublicView(row: PublicationRow): PublicationView | null {
  if (!row.is_public || row.published_at === null) return null;
  const frozen = frozenSchema.safeParse(row.content_json);
  if (!frozen.success) return null;
  const nodes = publicNodes(frozen.data.nodes).map((n) => ({ ...n, html: sanitizeDocumentHtml(n.html) }));
  // a visitor learns the author's name, not their account id
  return { ...presentPublication(row, null), authorId: null, documentCount: nodes.length, nodes };
}

export const frozenContent = (nodes: readonly PublicationNode[]): z.infer<typeof frozenSchema> => ({ nodes: [...nodes] });
