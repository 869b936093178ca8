import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import type { DocumentsDb } from './documentRepository';
import { referencedIds } from './render/contentReferences';

/** Links in rendered documents are relative to the app's base path, so they work on any host. */
export const appBaseUrl = (ctx: { config: { basePath: string } }): string => ctx.config.basePath.replace(/\/$/, '');

/** Ids per `in (…)` list: far below PostgreSQL's parameter limit. */
const CHUNK = 1000;

/**
 * Names of everything the document refers to — ontology terms (instances), documents, and the
 * objects bibliography and glossary items point to — in one query per thousand ids, whatever the
 * document's size: rendering never asks per element.
 */
export async function referenceNames(db: DocumentsDb, snapshot: DocumentSnapshot): Promise<Map<string, string>> {
  const ids = new Set(referencedIds(snapshot));
  for (const e of Object.values(snapshot.elements)) {
    if (e.pointsToObject) ids.add(e.pointsToObject);
    if (e.pointsToTermin) ids.add(e.pointsToTermin);
  }
  const names = new Map<string, string>();
  const all = [...ids];
  for (let i = 0; i < all.length; i += CHUNK) {
    const batch = all.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom('instances')
      .select(['id', 'name'])
      .where('id', 'in', batch)
      .unionAll(db.selectFrom('documents').select(['id', 'name']).where('id', 'in', batch))
      .execute();
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}
