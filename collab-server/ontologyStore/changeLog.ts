import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { SetOp, WireValue } from '../../realtime/protocol/dataApi/setData';
import { sql } from 'kysely';

/** What the change log keeps of an instance that was deleted, so the deletion can be shown and undone. */
export type DeletedSnapshot = { name: string; author: string | null; classes: string[]; vals: Record<string, WireValue[]> };

/**
 * One effective change. `before`/`after` are JSON values: a value (scalar or {lang, text}) or null
 * when there was none; an array when an `upd` replaced several values; for `new` after is
 * {class, name}; for `del` before is the DeletedSnapshot.
 */
export type ChangeEntry = {
  entity: string;
  prop: string | null;
  op: SetOp;
  before: WireValue | WireValue[] | DeletedSnapshot | null;
  after: WireValue | WireValue[] | { class: string; name: string } | null;
};

/** Who made the changes and where: the caller and the page and browser tab of the call. */
export type ChangeSource = { userId: string; pageUrl: string | null; tabSessionId: string | null };

/** Rows per statement: the entries travel as one JSON document, one parameter whatever their number. */
const ENTRIES_PER_STATEMENT = 10_000;

/**
 * Appends the entries in order (seq follows the array order), inside the caller's transaction.
 * The entries go as one JSON array read by `jsonb_to_recordset`, the source's three fields as
 * single parameters: a text array of JSON values had every quote escaped on the way in, and the
 * array literals of 10,000 elements were built by the driver and parsed again by the server (on
 * PGlite, on the app's own thread).
 */
export async function appendChangeLog(trx: Kysely<Database>, entries: readonly ChangeEntry[], source: ChangeSource): Promise<void> {
  for (let i = 0; i < entries.length; i += ENTRIES_PER_STATEMENT) {
    const batch = entries.slice(i, i + ENTRIES_PER_STATEMENT).map((e) => ({ entity: e.entity, prop: e.prop, op: e.op, before: e.before ?? null, after: e.after ?? null }));
    await sql`
      insert into change_log (user_id, page_url, tab_session_id, entity, prop, op, before, after)
      select ${source.userId}::uuid, ${source.pageUrl}::text, ${source.tabSessionId}::text, r.entity, r.prop, r.op, r.before, r.after
      from rows from (jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as (entity uuid, prop uuid, op text, before jsonb, after jsonb)) with ordinality as r(entity, prop, op, before, after, n)
      order by r.n`.execute(trx);
  }
}
