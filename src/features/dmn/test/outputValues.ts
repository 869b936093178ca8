import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { fieldKindOf, type FieldKind } from './columnValues';

/** The key of a test case's expected value when the decision has a single output (protocol: testCaseInputSchema). */
export const SINGLE_OUTPUT_KEY = 'value';

/** One output of a result: its key in a test case's `expected`, its column's label, the value. */
export type OutputEntry = { key: string; label: string; kind: FieldKind; value: unknown };

const isContext = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A decision's value split by its outputs: a single output is the value itself; several outputs
 * make a context by output name (lists of them, from Collect or Rule order, stay whole).
 */
export function outputEntries(value: unknown, outputs: readonly WorkspaceColumn[]): OutputEntry[] {
  if (outputs.length > 1 && isContext(value)) {
    const named = outputs.map((c) => ({ key: c.text, label: c.label || c.text, kind: fieldKindOf(c.typeRef), value: value[c.text] ?? null }));
    const known = new Set(named.map((e) => e.key));
    const extra = Object.entries(value)
      .filter(([k]) => !known.has(k))
      .map(([k, v]) => ({ key: k, label: k, kind: 'text' as const, value: v }));
    return [...named, ...extra];
  }
  const only = outputs.length === 1 ? outputs[0] : undefined;
  return [{ key: SINGLE_OUTPUT_KEY, label: only ? only.label || only.text : '', kind: only ? fieldKindOf(only.typeRef) : 'text', value }];
}

/** The label of an output key of a test case ('value': the single output's). */
export function outputLabel(key: string, outputs: readonly WorkspaceColumn[]): string {
  if (key === SINGLE_OUTPUT_KEY && outputs.length === 1 && outputs[0]) return outputs[0].label || outputs[0].text;
  const column = outputs.find((c) => c.text === key);
  return column ? column.label || column.text : key;
}

/** The field kind of an output key, for editing an expected value. */
export function outputKind(key: string, outputs: readonly WorkspaceColumn[]): FieldKind {
  if (key === SINGLE_OUTPUT_KEY && outputs.length === 1 && outputs[0]) return fieldKindOf(outputs[0].typeRef);
  return fieldKindOf(outputs.find((c) => c.text === key)?.typeRef ?? null);
}
