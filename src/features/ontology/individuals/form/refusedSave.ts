import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import type { OntologyChange } from '../../client';
import type { FormProblem } from './formModel';

/**
 * A save the server refused, told where it belongs. The server names the change it refused —
 * `Значение должно быть целым числом (data[2])` — and the form knows which field each change it
 * sent came from, so the reason goes under that field, in the server's words without the item
 * number (no internal codes on screens). A refusal that names no field of the form stays general.
 */
export type Refusal = { kind: 'field'; problem: FormProblem } | { kind: 'general'; text: string };

const ITEM_MARK = /\s*\(data\[(\d+)\]\)\s*$/;

export function refusalOf(message: string, sent: readonly OntologyChange[], fields: readonly FormField[]): Refusal {
  const mark = ITEM_MARK.exec(message);
  const text = message.replace(ITEM_MARK, '').trim() || message;
  const item = mark ? sent[Number(mark[1])] : undefined;
  const named = item && 'prop' in item && typeof item.prop === 'string' ? (item.prop === 'name' ? META_PROP.name : item.prop) : null;
  const field = named ? fields.find((f) => f.prop === named) : undefined;
  return field ? { kind: 'field', problem: { prop: field.prop, cap: field.cap, kind: 'refused', text } } : { kind: 'general', text };
}
