import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import type { ClassView } from '../../../../../realtime/protocol/admin/views';
import { formatDateTime, formatDay, formatNumber } from '../../../../i18n/format';
import type { EntityValue } from '../../client';

/** One column of the instance table: a property (id), its caption and type. */
export type ListColumn = { prop: string; cap: string; type: string; kind: 'data' | 'object' };

const ALIASES: Record<string, string> = { name: META_PROP.name, author: META_PROP.author, date_create: META_PROP.dateCreate, class: META_PROP.instanceOf };
export const propIdOf = (ref: string): string => ALIASES[ref] ?? ref;

/**
 * The table's columns: a class view's fields in its order, or by default the name, the class's
 * own properties and the lifecycle stage. Captions and types come from the class's form.
 */
export function listColumns(fields: readonly FormField[], view: ClassView | null, captions: { stage: string; class: string; id: string }): ListColumn[] {
  const byProp = new Map(fields.map((f) => [f.prop, f]));
  const column = (prop: string): ListColumn => {
    const field = byProp.get(prop);
    if (field) return { prop, cap: field.cap, type: field.type, kind: field.kind };
    if (prop === META_PROP.stage) return { prop, cap: captions.stage, type: 'string', kind: 'data' };
    if (prop === META_PROP.instanceOf) return { prop, cap: captions.class, type: 'ref', kind: 'object' };
    return { prop, cap: prop === 'id' ? captions.id : prop, type: 'string', kind: 'data' };
  };
  if (view) {
    const props = view.fields.map(propIdOf);
    const withName = props.includes(META_PROP.name) ? props : [META_PROP.name, ...props];
    return [...new Set(withName)].map(column);
  }
  const own = fields.filter((f) => f.tab === 'own' && f.prop !== META_PROP.name).map((f) => f.prop);
  return [META_PROP.name, ...own, META_PROP.stage].map(column);
}

/** A value as the table shows it: dates DD.MM.YYYY, numbers ru-RU, links by name. */
export function cellText(column: ListColumn, row: Pick<EntityValue, 'val' | 'cap'>, yesNo: [string, string]): string {
  if (column.kind === 'object' || row.val === null) return row.cap ?? '';
  switch (column.type) {
    case 'date':
      return formatDay(String(row.val));
    case 'dateTime':
      return formatDateTime(String(row.val));
    case 'int':
    case 'float':
      return typeof row.val === 'number' ? formatNumber(row.val) : String(row.val);
    case 'bool':
      return row.val === true ? yesNo[0] : yesNo[1];
    default:
      return row.cap ?? String(row.val);
  }
}
