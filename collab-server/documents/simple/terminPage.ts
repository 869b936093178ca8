import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import type { TerminPage } from '../../../realtime/protocol/documents/simple';
import { docsReferencing, presentSummary, type Editor } from './simpleDocStore';

/** Comments are kept per language: the page shows Russian first, then untagged, then any other. */
function pickDescription(rows: ReadonlyArray<{ t: string | null; lang: string | null }>): string {
  const rank = (lang: string | null) => (lang === 'ru' ? 0 : lang === null || lang === '' ? 1 : 2);
  const best = [...rows].filter((r) => r.t).sort((a, b) => rank(a.lang) - rank(b.lang))[0];
  return best?.t ?? '';
}

/**
 * The page of an ontology term (/termin/{id}): the instance's name and description from the data
 * API's tables, the classes it belongs to, and the simple documents whose content references it.
 * Null when there is no such instance.
 */
export async function buildTerminPage(db: Kysely<Database>, id: string, editor: Editor): Promise<TerminPage | null> {
  const instance = await db.selectFrom('instances').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!instance) return null;
  const [comments, classes, docs] = await Promise.all([
    db.selectFrom('vals').select(['t', 'lang']).where('inst', '=', id).where('prop', '=', META_PROP.comment).orderBy('idx').execute(),
    db
      .selectFrom('memberships as m')
      .innerJoin('instances as c', 'c.id', 'm.class_id')
      .select(['c.id', 'c.name'])
      .where('m.instance_id', '=', id)
      .orderBy('c.name')
      .execute(),
    docsReferencing(db, id),
  ]);
  return {
    term: { id: instance.id, name: instance.name, description: pickDescription(comments), classes },
    documents: docs.map((d) => presentSummary(d, editor)),
  };
}
