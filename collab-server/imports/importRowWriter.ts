import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import type { SetItem } from '../../realtime/protocol/dataApi/setData';
import { isCallerProblem } from '../problems';
import { newWriteRecorder, runSetDataCommand, type WriteRecorder } from '../ontologyStore';
import type { PreparedRow } from './rowValidation';
import type { EditRights } from '../../model/editRights';

export type RowRejection = { row: number; message: string };
/** `rights`: the owner's, as checked when the import was accepted; each row is checked against them again. */
/** `committed`: told of each batch once stored, for the write hooks (the hub's tail, the reasoner). */
export type WriteTarget = { userId: string; isAdmin: boolean; rights: EditRights; classId: string; url: string; committed?: (recorder: WriteRecorder) => void };
/** Called inside the transaction that wrote the rows, so the import's counts commit with them. */
export type RecordOutcome = (trx: Transaction<Database>, written: number, rejected: RowRejection[]) => Promise<void>;

const NUL_MESSAGE = 'Текст содержит недопустимый символ (U+0000)';

/** set_data items for rows: a `new` per row, then an `add` per value. */
export function rowItems(classId: string, rows: readonly PreparedRow[]): SetItem[] {
  const items: SetItem[] = [];
  for (const r of rows) {
    const inst = randomUUID();
    items.push({ op: 'new', class: classId, inst, name: r.name });
    for (const v of r.values) if ('val' in v) items.push({ op: 'add', inst, prop: v.prop, val: v.val });
  }
  return items;
}

/**
 * A failure that belongs to the rows written, not to the store: set_data refused an item (a caller problem), or
 * the database refused a value (SQLSTATE class 22 data exception, 23 integrity violation). Any
 * other error — the connection gone, the server stopping — fails the whole import instead.
 */
export function rowErrorMessage(error: unknown): string | null {
  if (isCallerProblem(error)) return error.message.replace(/ \(data\[\d+\]\)$/, '');
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  return code === '22021' || code === '22P05' ? NUL_MESSAGE : (error as Error).message;
}

async function writeInTransaction(db: Kysely<Database>, target: WriteTarget, rows: readonly PreparedRow[], record: RecordOutcome, rejected: RowRejection[]): Promise<void> {
  const recorder = newWriteRecorder();
  await db.transaction().execute(async (trx) => {
    await runSetDataCommand(trx, {
      recorder,
      userId: target.userId,
      isAdmin: target.isAdmin,
      rights: target.rights,
      payload: { data: rowItems(target.classId, rows), url: target.url },
      trust: true,
      returnRows: false,
    });
    await record(trx, rows.length, rejected);
  });
  target.committed?.(recorder);
}

/**
 * Writes a batch of rows through set_data in one transaction (with its change log), recording the
 * outcome in the same transaction. When the batch fails for a row's sake it is split in halves, and
 * those again, until the bad rows stand alone: the good ones still land in a few transactions
 * (about 2·log2(n) for one bad row) and each bad one gets its message. A row is never half-written,
 * since each lands with all its values or not at all.
 */
export async function writeRows(db: Kysely<Database>, target: WriteTarget, rows: readonly PreparedRow[], alreadyRejected: RowRejection[], record: RecordOutcome): Promise<void> {
  if (rows.length === 0) {
    await db.transaction().execute((trx) => record(trx, 0, alreadyRejected));
    return;
  }
  const rejected: RowRejection[] = [];
  const write = async (part: readonly PreparedRow[], withRejected: RowRejection[]): Promise<boolean> => {
    try {
      await writeInTransaction(db, target, part, record, withRejected);
      return true;
    } catch (error) {
      const message = rowErrorMessage(error);
      if (message === null) throw error;
      if (part.length === 1) rejected.push({ row: (part[0] as PreparedRow).row, message });
      else {
        const half = Math.ceil(part.length / 2);
        await write(part.slice(0, half), []);
        await write(part.slice(half), []);
      }
      return false;
    }
  };
  // the rows rejected before writing are recorded with the whole batch, or at the end when it was split
  if (await write(rows, alreadyRejected)) return;
  // the counts of each part committed with it: they never run ahead of or behind the data
  await db.transaction().execute((trx) => record(trx, 0, [...alreadyRejected, ...rejected]));
}
