import type { StateEntity, StateValue, ValueType } from '../../../../realtime/protocol/ontology/diff';
import { VALUE_TYPES } from '../../../../realtime/protocol/ontology/diff';

/** A state value as a person reads it: references by the entity's name, labels with their language. */
export function stateValueText(value: StateValue, type: ValueType, names: Readonly<Record<string, string>>): string {
  if (typeof value === 'object') return `${value.text} (${value.lang})`;
  if (type === 'rvals' && typeof value === 'string') return names[value] ?? value;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return value;
}

export const valuesText = (values: readonly StateValue[], type: ValueType, names: Readonly<Record<string, string>>): string =>
  values.length === 0 ? '—' : values.map((v) => stateValueText(v, type, names)).join(', ');

/** An added or removed entity's values, property by property, for its details line. */
export function entityValueLines(entity: StateEntity, propNames: (prop: string) => string, names: Readonly<Record<string, string>>): Array<{ prop: string; text: string }> {
  const lines: Array<{ prop: string; text: string }> = [];
  for (const type of VALUE_TYPES) {
    for (const [prop, values] of Object.entries((entity[type] ?? {}) as Record<string, StateValue[]>)) lines.push({ prop: propNames(prop), text: valuesText(values, type, names) });
  }
  return lines;
}
