import { sql } from 'kysely';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import type { DocumentsDb } from './documentRepository';
import { referencedIds } from './render/contentReferences';

/** Links in rendered documents are relative to the app's base path, so they work on any host. */
export const appBaseUrl = (ctx: { config: { basePath: string } }): string => ctx.config.basePath.replace(/\/$/, '');

/** Ids per `in (…)` list: far below PostgreSQL's parameter limit. */
const CHUNK = 1000;

/** What rendering needs of the things a document refers to: their names, and the kind of those that are documents. */
export type ReferenceLookup = { names: Map<string, string>; documentKinds: Map<string, 'structured' | 'simple'> };

/**
 * Names of everything the document refers to — ontology terms (instances), documents, and the
 * objects bibliography and glossary items point to — in one query per thousand ids, whatever the
 * document's size: rendering never asks per element.
 */
export async function referenceNames(db: DocumentsDb, snapshot: DocumentSnapshot): Promise<ReferenceLookup> {
  const ids = new Set(referencedIds(snapshot));
  for (const e of Object.values(snapshot.elements)) {
    if (e.pointsToObject) ids.add(e.pointsToObject);
    if (e.pointsToTermin) ids.add(e.pointsToTermin);
  }
  const names = new Map<string, string>();
  const documentKinds = new Map<string, 'structured' | 'simple'>();
  const all = [...ids];
  for (let i = 0; i < all.length; i += CHUNK) {
    const batch = all.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom('instances')
      .select(['id', 'name', sql<'structured' | 'simple' | null>`null`.as('kind')])
      .where('id', 'in', batch)
      .unionAll(db.selectFrom('documents').select(['id', 'name', 'kind']).where('id', 'in', batch))
      .execute();
    for (const row of rows) {
      names.set(row.id, row.name);
      if (row.kind) documentKinds.set(row.id, row.kind);
    }
  }
  return { names, documentKinds };
}
