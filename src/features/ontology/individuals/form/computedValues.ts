import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';

/**
 * Values an OWL rule derived: get_form marks each such value `computed` with the rule's name. A
 * field holding one shows it marked and read-only — the rule keeps it current, so a hand edit would
 * only be overwritten (and the server refuses it).
 */
export function computingRules(field: FormField): string[] | null {
  const marked = field.vals.filter((v) => 'computed' in v && v.computed === true);
  if (marked.length === 0) return null;
  return [...new Set(marked.flatMap((v) => ('rule' in v && typeof v.rule === 'string' && v.rule ? [v.rule] : [])))];
}

export const isComputed = (field: FormField): boolean => computingRules(field) !== null;
