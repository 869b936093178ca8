import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Caller } from '../../auth';
import type { RunSource } from '../../../realtime/protocol/dmn';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import { invalid } from '../../problems';
import { prepareRun, fromWhereSql, findSearchRow, settingsOf, requireReadable } from '../../semanticSearch';
import { ONTOLOGY_MESSAGES } from './ontologyMessages';

/**
 * The instances a decision runs over: those of a class with its subclasses (the class closure, one
 * indexed join), or the root instances of a saved semantic search's matches — the search compiled to
 * one statement, run with the rights of the caller (who must be allowed to read the search).
 */

export async function assertSourceExists(db: Kysely<Database>, caller: Caller, source: RunSource): Promise<void> {
  if ('classId' in source) {
    const cls = await db.selectFrom('memberships').select('instance_id').where('instance_id', '=', source.classId).where('class_id', '=', META_CLASS.Class).executeTakeFirst();
    if (!cls) throw invalid(ONTOLOGY_MESSAGES.noClass);
    return;
  }
  await requireReadable(db, caller, source.searchId);
}

/** Instance ids of the source, in a stable order; `only` narrows to some instances (maintenance after a change). */
export async function sourceInstances(db: Kysely<Database>, caller: Caller | null, source: RunSource, only?: readonly string[]): Promise<string[]> {
  if (only && only.length === 0) return [];
  if ('classId' in source) {
    const narrow = only ? sql`and m.instance_id = any(${[...only]})` : sql``;
    const { rows } = await sql<{ id: string }>`select distinct m.instance_id as id from class_closure cc
      join memberships m on m.class_id = cc.descendant where cc.ancestor = ${source.classId} ${narrow} order by id`.execute(db);
    return rows.map((r) => r.id);
  }
  const row = await findSearchRow(db, source.searchId);
  if (!row || !caller) return [];
  const run = await prepareRun(db, caller, settingsOf(row), { limit: 1, offset: 0, filters: [] });
  const narrow = only ? sql`and n0.id = any(${[...only]})` : sql``;
  const { rows } = await sql<{ id: string }>`select distinct n0.id as id ${fromWhereSql(run.search, run.input.joins)} ${narrow} order by id`.execute(db);
  return rows.map((r) => r.id);
}

/** The class a source reads, for maintenance: a class source's own, a search's root class. */
export async function sourceRootClass(db: Kysely<Database>, source: RunSource): Promise<string | null> {
  if ('classId' in source) return source.classId;
  const row = await findSearchRow(db, source.searchId);
  return row ? (row.root_class ?? null) : null;
}
