import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { displayText } from './dataRows';

/**
 * What to call each instance of a get_data answer: its label in the interface language when it
 * has one (properties and classes are labelled per language), otherwise its name.
 */
export function captionsFromRows(rows: readonly DataRow[], language: string): Map<string, string> {
  const names = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const row of rows) {
    const text = displayText(row);
    if (row.prop === META_PROP.name && !names.has(row.inst)) names.set(row.inst, text);
    if (row.prop === META_PROP.label && row.lang === language && text !== '' && !labels.has(row.inst)) labels.set(row.inst, text);
  }
  return new Map([...names].map(([inst, name]) => [inst, labels.get(inst) ?? name]));
}
