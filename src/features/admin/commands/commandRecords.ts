import type { SetItem } from '../../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { firstValue, type InstanceRecord } from '../api/dataRows';

/** A named stored query: an instance of META_CLASS.Command. */
export type CommandRecord = { id: string; name: string; query: string; cacheSeconds: number; perUser: boolean; canDelete: boolean };
export type CommandForm = { name: string; query: string; cacheSeconds: number; perUser: boolean };

export const COMMAND_FIELDS = [{ prop: META_PROP.query }, { prop: META_PROP.cacheSeconds }, { prop: META_PROP.perUser }];

export function commandFromRecord(record: InstanceRecord): CommandRecord {
  const query = firstValue(record, META_PROP.query);
  const cacheSeconds = Number(firstValue(record, META_PROP.cacheSeconds) ?? 0);
  return {
    id: record.inst,
    name: record.name,
    query: typeof query === 'string' ? query : '',
    cacheSeconds: Number.isFinite(cacheSeconds) ? cacheSeconds : 0,
    perUser: firstValue(record, META_PROP.perUser) === true,
    canDelete: record.canDelete,
  };
}

/**
 * The set_data items that create a command (with the id given) or bring an existing one to the
 * form's values; an existing command gets only the changed properties.
 */
export function commandSetItems(form: CommandForm, existing: CommandRecord | null, newId: string): SetItem[] {
  const inst = existing?.id ?? newId;
  const items: SetItem[] = [];
  const name = form.name.trim();
  const query = form.query.trim();
  if (!existing) items.push({ op: 'new', class: META_CLASS.Command, inst, name });
  else if (name !== existing.name) items.push({ op: 'upd', inst, prop: 'name', val: name });
  if (!existing || query !== existing.query) items.push({ op: 'upd', inst, prop: META_PROP.query, val: query });
  if (!existing || form.cacheSeconds !== existing.cacheSeconds) items.push({ op: 'upd', inst, prop: META_PROP.cacheSeconds, val: form.cacheSeconds });
  if (!existing || form.perUser !== existing.perUser) items.push({ op: 'upd', inst, prop: META_PROP.perUser, val: form.perUser });
  return items;
}
