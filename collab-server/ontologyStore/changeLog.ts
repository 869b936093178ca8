import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { SetOp, WireValue } from '../../realtime/protocol/dataApi/setData';
import { insertByColumns, type ArrayColumn } from '../store';

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

// JSON text, cast to jsonb in SQL: drivers would turn a JS array into a PostgreSQL array literal
const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

const columns = (source: ChangeSource): ArrayColumn<ChangeEntry>[] => [
  { column: 'user_id', type: 'uuid', value: () => source.userId },
  { column: 'page_url', type: 'text', value: () => source.pageUrl },
  { column: 'tab_session_id', type: 'text', value: () => source.tabSessionId },
  { column: 'entity', type: 'uuid', value: (e) => e.entity },
  { column: 'prop', type: 'uuid', value: (e) => e.prop },
  { column: 'op', type: 'text', value: (e) => e.op },
  { column: 'before', type: 'text', cast: 'jsonb', value: (e) => json(e.before) },
  { column: 'after', type: 'text', cast: 'jsonb', value: (e) => json(e.after) },
];

/** Appends the entries in order (seq follows the array order), inside the caller's transaction. */
export async function appendChangeLog(trx: Kysely<Database>, entries: readonly ChangeEntry[], source: ChangeSource): Promise<void> {
  await insertByColumns(trx, 'change_log', columns(source), entries);
}
