import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { ContextAnswer, FcaEntry, FcaSummary, FormalContextWire } from '../../realtime/protocol/fca';
import { buildOntologyContext, tooLargeForBrowser } from './ontologyContext';
import { storedContext, type FcaRow } from './fcaRepository';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentSummary(row: FcaRow, mayEdit: boolean): FcaSummary {
  return {
    id: row.id,
    name: row.name,
    annotation: row.annotation,
    source: row.settings.source,
    author: row.author,
    authorName: row.author_name ?? '',
    date_create: iso(row.date_create),
    mayEdit,
  };
}

export const presentEntry = (row: FcaRow, mayEdit: boolean): FcaEntry => ({ ...presentSummary(row, mayEdit), settings: row.settings, revision: row.revision });

/** An uploaded context as the API answers it: no instances behind the objects, nothing to watch. */
export function uploadedAnswer(context: FormalContextWire): ContextAnswer {
  return {
    context,
    objectIds: context.objects.map(() => null),
    linkClass: null,
    attributeInfo: context.attributes.map((name) => ({ name, kind: 'uploaded', ref: null })),
    reads: { classes: [], props: [] },
    tooLargeForBrowser: tooLargeForBrowser(context),
  };
}

const EMPTY: FormalContextWire = { objects: [], attributes: [], incidence: [] };

/** The entry's context as it is now: the stored one when uploaded, built afresh (with the caller's rights) from the ontology. */
export async function entryContext(db: Kysely<Database>, caller: Caller, row: FcaRow, lang = 'ru'): Promise<ContextAnswer> {
  if (row.settings.source === 'ontology') return buildOntologyContext(db, caller, row.settings, lang);
  return uploadedAnswer((await storedContext(db, row.id)) ?? EMPTY);
}
