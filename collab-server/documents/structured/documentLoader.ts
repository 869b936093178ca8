import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { documentFetchSchema, DocumentHeader, LoadedDocument, RenderResult } from '../../../realtime/protocol/documents/structured';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { invalid, notFound } from '../../problems';
import { READ_ONLY, resolveDocumentAccess } from './access/documentAccess';
import { loadDocument } from './documentRepository';
import { findPublication } from './publicationRepository';
import { renderDocumentHtml } from './documentRenderer';
import { appBaseUrl, referenceNames } from './referenceNames';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { readSearchResults } from './searchResults';

type FetchInput = z.infer<typeof documentFetchSchema>;

/** documentMetadata of fetch and render: what a viewer shows about the document without walking the tree. */
export function documentMetadata(header: DocumentHeader, snapshot: DocumentSnapshot, updateId: string, publication?: { id: string; name: string; createdAt: string }): Record<string, unknown> {
  return {
    id: header.id,
    name: header.name,
    title: header.title,
    author: header.authorName,
    authorId: header.authorId,
    createdAt: header.createdAt,
    updatedAt: header.updatedAt,
    updateId,
    elementCount: Object.keys(snapshot.elements).length,
    ...(publication ? { publicationId: publication.id, publicationName: publication.name, publishedAt: publication.createdAt } : {}),
  };
}

type Version = { header: DocumentHeader; snapshot: DocumentSnapshot; updateId: string; orderBroken: boolean; timestamp: string; publication?: { id: string; name: string; createdAt: string } };

/** The document now, or one of its publications; access is the caller's to check first. */
async function readVersion(ctx: AppContext, documentId: string, publicationId: string | undefined): Promise<Version> {
  const stored = await loadDocument(ctx.db, documentId);
  if (!stored) throw notFound(DOCUMENT_MESSAGES.notFound(documentId));
  if (!publicationId) return { ...stored, timestamp: stored.header.updatedAt };
  const publication = await findPublication(ctx.db, publicationId);
  // a publication of another document answers like an unknown one
  if (!publication || publication.documentId !== documentId) throw notFound(DOCUMENT_MESSAGES.publicationNotFound(publicationId));
  return {
    header: stored.header,
    snapshot: publication.snapshot,
    updateId: publication.updateId,
    orderBroken: false,
    timestamp: publication.createdAt,
    publication: { id: publication.id, name: publication.name, createdAt: publication.createdAt },
  };
}

async function requireReadable(ctx: AppContext, caller: Caller, documentId: string) {
  const rights = await resolveDocumentAccess(ctx, caller, documentId);
  if (!rights) throw notFound(DOCUMENT_MESSAGES.notFound(documentId));
  return rights;
}

/**
 * document/fetch (§4 load modes): edit loads the live tree with the caller's rights; render and
 * quickView load it read-only; publication loads a publication's frozen tree, read-only.
 */
export async function fetchDocument(ctx: AppContext, caller: Caller, input: FetchInput): Promise<LoadedDocument> {
  const mode = input.mode ?? 'edit';
  if (mode === 'publication' && !input.publicationId) throw invalid(DOCUMENT_MESSAGES.publicationIdRequired);
  const rights = await requireReadable(ctx, caller, input.documentId);
  const version = await readVersion(ctx, input.documentId, mode === 'publication' ? input.publicationId : undefined);
  return {
    header: version.header,
    updateId: version.updateId,
    timestamp: version.timestamp,
    accessRightsResolved: mode === 'edit' ? rights : READ_ONLY,
    snapshot: version.snapshot,
    orderBroken: version.orderBroken,
    documentMetadata: documentMetadata(version.header, version.snapshot, version.updateId, version.publication),
  };
}

export type RenderInput = { documentId: string; publicationId?: string; markup?: boolean; markupClassFilter?: string[] };

/** document/render: the document (or a publication of it) as HTML with its metadata. */
export async function renderDocument(ctx: AppContext, caller: Caller, input: RenderInput): Promise<RenderResult> {
  await requireReadable(ctx, caller, input.documentId);
  const version = await readVersion(ctx, input.documentId, input.publicationId);
  const { names, documentKinds } = await referenceNames(ctx.db, version.snapshot);
  // the searches' tables are what this reader may read now (the public page keeps the publisher's, frozen)
  const searchResults = await readSearchResults(ctx.db, ctx.log, caller, version.snapshot);
  const html = renderDocumentHtml(version.snapshot, { baseUrl: appBaseUrl(ctx), names, documentKinds, markup: input.markup, markupClassFilter: input.markupClassFilter, searchResults });
  return { html, documentMetadata: documentMetadata(version.header, version.snapshot, version.updateId, version.publication) };
}
