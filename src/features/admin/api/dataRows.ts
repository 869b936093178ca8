import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';

/** One instance of a get_data answer: its name and the display texts of its values by property. */
export type InstanceRecord = {
  inst: string;
  name: string;
  /** Values by property id, in position order: the raw value and its display text. */
  values: Map<string, Array<{ val: DataRow['val']; cap: string }>>;
  canDelete: boolean;
};

/** An instance known by id and name: a class to choose, an object picked by its name. */
export type InstanceRef = { id: string; name: string };

/** What a row's value reads as: its caption (a referenced instance's name) or the value itself. */
export function displayText(row: DataRow): string {
  return row.cap ?? (row.val === null ? '' : String(row.val));
}

/** get_data answers one row per value; screens want one record per instance, in answer order. */
export function instancesFromRows(rows: readonly DataRow[]): InstanceRecord[] {
  const byInst = new Map<string, InstanceRecord>();
  for (const row of rows) {
    let record = byInst.get(row.inst);
    if (!record) {
      record = { inst: row.inst, name: '', values: new Map(), canDelete: row.can_delete };
      byInst.set(row.inst, record);
    }
    if (row.prop === META_PROP.name) {
      record.name = displayText(row);
      continue;
    }
    const list = record.values.get(row.prop) ?? [];
    list.push({ val: row.val, cap: displayText(row) });
    record.values.set(row.prop, list);
  }
  return [...byInst.values()];
}

/** The instances of an answer by id and name, in answer order. */
export function instanceRefsFromRows(rows: readonly DataRow[]): InstanceRef[] {
  return instancesFromRows(rows).map((record) => ({ id: record.inst, name: record.name }));
}

/** The properties an answer carries values of, in the order they first appear (name excluded). */
export function propsInRows(rows: readonly DataRow[]): string[] {
  const props: string[] = [];
  for (const row of rows) if (row.prop !== META_PROP.name && !props.includes(row.prop)) props.push(row.prop);
  return props;
}

/** The first raw value of a property, or undefined. */
export function firstValue(record: InstanceRecord, prop: string): DataRow['val'] | undefined {
  return record.values.get(prop)?.[0]?.val;
}
