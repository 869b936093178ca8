import type { CompiledDmn } from '../../../model/dmn/compileDmn';
import type { MatchedRule } from '../../../realtime/protocol/dmn';
import type { OutputColumn } from './boundColumns';
import type { InstanceInputs } from './inputValuesReader';
import { ONTOLOGY_MESSAGES } from './ontologyMessages';

/**
 * Evaluates a decision for instances whose contexts were read in bulk. One instance's failure (a
 * value of the wrong type, several rules matching under Unique) is its row's error; the others go on.
 */
export interface EvaluatedRow {
  inst: string;
  name: string;
  inputs: Record<string, unknown>;
  /** Output name → value (a list when the hit policy collects several). */
  outputs: Record<string, unknown>;
  matchedRules: MatchedRule[];
  error: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Splits a decision's value into its output columns. */
export function outputsOf(value: unknown, columns: readonly OutputColumn[]): Record<string, unknown> {
  if (columns.length === 1) return { [(columns[0] as OutputColumn).name]: value ?? null };
  const pick = (v: unknown, name: string): unknown => (isRecord(v) ? (v[name] ?? null) : null);
  return Object.fromEntries(columns.map((c) => [c.name, Array.isArray(value) ? value.map((v) => pick(v, c.name)) : pick(value, c.name)]));
}

export function evaluateInstances(
  compiled: CompiledDmn,
  decisionRef: string | undefined,
  columns: readonly OutputColumn[],
  insts: readonly string[],
  contexts: ReadonlyMap<string, InstanceInputs>,
): EvaluatedRow[] {
  const rows: EvaluatedRow[] = [];
  for (const inst of insts) {
    const found = contexts.get(inst);
    // deleted since the ids were read
    if (!found) continue;
    try {
      const outcome = compiled.evaluate(decisionRef, found.context, { strictInputs: true });
      const own = outcome.decisions.find((d) => d.decisionId === outcome.decisionId);
      rows.push({ inst, name: found.name, inputs: found.context, outputs: outputsOf(outcome.value, columns), matchedRules: own?.matchedRules ?? [], error: null });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : ONTOLOGY_MESSAGES.noValue;
      rows.push({ inst, name: found.name, inputs: found.context, outputs: {}, matchedRules: [], error: message });
    }
  }
  return rows;
}
