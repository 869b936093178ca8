import type { SetDataInstance, SetDataResult, SetItem } from '../../realtime/protocol/dataApi/setData';
import { toWire } from './valueCoercion';
import type { WriteState } from './writeState';

function presentInstance(state: WriteState, id: string): SetDataInstance {
  const inst = state.get(id);
  if (!inst || inst.deleted) return { inst: id, deleted: true };
  const vals = [...(inst.vals ?? [])].filter(([, list]) => list.length > 0).map(([prop, list]) => [prop, list.map(toWire)]);
  return { inst: id, deleted: false, name: inst.name, classes: inst.classes, author: inst.author, date_create: inst.createdAt, vals: Object.fromEntries(vals) };
}

/** set_data answers one row per item; set_data1 adds the resulting state of every touched instance. */
export function presentSetData(state: WriteState, items: readonly SetItem[], touched: readonly string[], withData: boolean): SetDataResult {
  const rows = items.map((item, i) => ({ op: item.op, inst: touched[i] ?? '' }));
  if (!withData) return { rows, count_rows: rows.length };
  return { rows, count_rows: rows.length, data: [...state.touched.keys()].map((id) => presentInstance(state, id)) };
}
