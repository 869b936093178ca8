import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { FormalContextWire, SaveFca } from '../../realtime/protocol/fca';
import { invalid } from '../problems';
import { buildOntologyContext } from './ontologyContext';
import type { EntryContent, FcaRow } from './fcaRepository';
import { FCA_MESSAGES } from './fcaMessages';

/** Each object's attributes once and ascending, as the wire promises. */
export const normalisedContext = (ctx: FormalContextWire): FormalContextWire => ({
  ...ctx,
  incidence: ctx.incidence.map((row) => [...new Set(row)].sort((a, b) => a - b)),
});

/**
 * A save checked before anything is written: an uploaded entry needs its context when created (a
 * change may keep the stored one: `context` undefined); an entry's source kind stays; a context
 * from the ontology is built once with the caller's rights, so an unknown or unreadable class or
 * property is refused (400 / 403 naming it) and is never stored.
 */
export async function checkedSave(
  db: Kysely<Database>,
  caller: Caller,
  input: SaveFca,
  existing?: FcaRow,
): Promise<Omit<EntryContent, 'context'> & { context: FormalContextWire | null | undefined }> {
  const base = { name: input.name, annotation: input.annotation, settings: input.settings };
  if (existing && existing.settings.source !== input.settings.source) throw invalid(FCA_MESSAGES.sourceChanged);
  if (input.settings.source === 'upload') {
    if (!input.context && !existing) throw invalid(FCA_MESSAGES.contextRequired);
    return { ...base, context: input.context ? normalisedContext(input.context) : undefined };
  }
  await buildOntologyContext(db, caller, input.settings);
  return { ...base, context: null };
}
