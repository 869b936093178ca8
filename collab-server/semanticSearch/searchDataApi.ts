import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { CellValue } from '../../realtime/protocol/semanticSearch';
import type { DataRow, GetDataResult } from '../../realtime/protocol/dataApi/getData';
import { requireReadable } from './searchGuard';
import { settingsOf } from './searchRepository';
import { runSearch } from './searchRunner';

/** An aggregated row stands for a group, not an instance. */
const NO_INSTANCE = '00000000-0000-0000-0000-000000000000';

function valuesOf(cell: CellValue): { val: DataRow['val']; cap: string | null }[] {
  if (cell === null) return [];
  if (Array.isArray(cell)) return cell.flatMap(valuesOf);
  if (typeof cell === 'object') return [{ val: cell.id, cap: cell.name }];
  return [{ val: cell, cap: String(cell) }];
}

/**
 * get_data with `semanticSearch`: the saved search's rows in get_data's row format — one row per
 * value of each column (`prop` is the column's code), `count_rows` the number of result rows.
 */
export async function getSearchData(db: Kysely<Database>, caller: Caller, searchId: string, limit: number, offset: number): Promise<GetDataResult> {
  const { row } = await requireReadable(db, caller, searchId);
  const answer = await runSearch(db, caller, settingsOf(row), { limit: Math.min(Math.max(limit, 1), 1000), offset, filters: [] });
  const rows: DataRow[] = [];
  answer.rows.forEach((r, i) => {
    for (const column of answer.columns) {
      valuesOf(r.cells[column.code] ?? null).forEach((v, idx) => {
        rows.push({ row: offset + i + 1, inst: r.inst ?? NO_INSTANCE, prop: column.code, val: v.val, cap: v.cap, from: null, readonly: true, can_delete: false, idx, lang: null });
      });
    }
  });
  return { rows, count_rows: answer.total };
}
