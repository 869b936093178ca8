import { UUID_RE } from '../../realtime/protocol/metaModel';
import { coerceValue } from '../ontologyStore';
import { requiredMessage } from '../ontologyStore';
import { ITEM_MESSAGES } from '../ontologyStore';
import { normalizeCell } from './cellValues';
import { captionOf, type ImportPlan } from './importPlan';
import type { PropertyDef } from '../ontologyStore';

/** A value ready for set_data, or a link given by the name of the instance it points to. */
export type RowValue = { prop: string; val: string } | { prop: string; refName: string; range: string | null };
export type PreparedRow = { row: number; name: string; values: RowValue[] };
export type RowCheck = { ok: true; prepared: PreparedRow } | { ok: false; row: number; message: string };

export const columnMessage = (label: string, message: string): string => `Столбец "${label}": ${message}`;

/** One non-empty cell as the value of its property, or what is wrong with it (set_data's message). */
export function checkCell(def: PropertyDef, text: string): { ok: true; value: RowValue } | { ok: false; message: string } {
  const normalized = normalizeCell(def.type, text);
  if (def.kind === 'object' && !UUID_RE.test(normalized.toLowerCase())) return { ok: true, value: { prop: def.id, refName: normalized, range: def.range } };
  const coerced = coerceValue(def.type, normalized, { sanitize: false });
  if (!coerced.ok) return { ok: false, message: coerced.error };
  return { ok: true, value: { prop: def.id, val: def.kind === 'object' ? normalized.toLowerCase() : normalized } };
}

/**
 * One row checked with set_data's own rules (valueCoercion) after the spreadsheet spellings are
 * normalised: every value must fit its property, required properties must be filled, no property
 * may get more values than it allows. `row` is the row's number among the data rows, from 1.
 */
export function checkRow(plan: ImportPlan, cells: Record<string, string>, row: number): RowCheck {
  const values: RowValue[] = [];
  const counts = new Map<string, number>();
  for (const { label, def } of plan.columns) {
    const text = (cells[label] ?? '').trim();
    if (text === '') continue;
    const cell = checkCell(def, text);
    if (!cell.ok) return { ok: false, row, message: columnMessage(label, cell.message) };
    values.push(cell.value);
    const count = (counts.get(def.id) ?? 0) + 1;
    if (def.max >= 0 && count > def.max) return { ok: false, row, message: columnMessage(label, ITEM_MESSAGES.maxCardinality(captionOf(def), def.max)) };
    counts.set(def.id, count);
  }
  for (const def of plan.required) {
    if ((counts.get(def.id) ?? 0) < def.min) return { ok: false, row, message: requiredMessage(captionOf(def)) };
  }
  const name = plan.nameColumn ? (cells[plan.nameColumn] ?? '').trim() : '';
  return { ok: true, prepared: { row, name, values } };
}
