import type { ColumnBinding } from '../../../realtime/protocol/dmn';
import type { DmnDecision, DmnModel } from '../../../model/dmn/dmnModel';

/**
 * Which input columns of a decision read which ontology property, and which output columns exist,
 * worked out from the model and the stored bindings. A decision's required decisions are evaluated
 * with it, so their bound inputs belong to its context too.
 */

/** A bound input: `key` is the column's input expression (usually the input data name), `path` its dotted parts. */
export interface BoundInput {
  key: string;
  path: string[];
  propId: string;
  columnId: string;
  columnName: string;
  typeRef: string | null;
}

export interface OutputColumn {
  decisionId: string;
  columnId: string;
  /** The output's name; a single unnamed output takes the decision's name. */
  name: string;
  typeRef: string | null;
}

/** The decision `ref` names (id or name), or the model's first decision. */
export function decisionOf(model: DmnModel, ref: string | undefined): DmnDecision | null {
  if (!ref) return model.decisions[0] ?? null;
  return model.decisions.find((d) => d.id === ref) ?? model.decisions.find((d) => d.name === ref) ?? null;
}

/** The decision and every decision it requires, directly or not. */
export function decisionClosure(model: DmnModel, root: DmnDecision): DmnDecision[] {
  const byId = new Map(model.decisions.map((d) => [d.id, d]));
  const seen = new Map<string, DmnDecision>();
  const visit = (d: DmnDecision): void => {
    if (seen.has(d.id)) return;
    seen.set(d.id, d);
    for (const id of d.requiredDecisions) {
      const next = byId.get(id);
      if (next) visit(next);
    }
  };
  visit(root);
  return [...seen.values()];
}

export function boundInputsOf(model: DmnModel, bindings: readonly ColumnBinding[], ref: string | undefined): BoundInput[] {
  const root = decisionOf(model, ref);
  if (!root) return [];
  const inputs: BoundInput[] = [];
  const keys = new Set<string>();
  for (const decision of decisionClosure(model, root)) {
    if (decision.logic?.kind !== 'table') continue;
    for (const column of decision.logic.inputs) {
      const binding = bindings.find((b) => b.kind === 'input' && b.columnId === column.id && b.decisionId === decision.id);
      const key = column.text.trim();
      if (!binding || key === '' || keys.has(key)) continue;
      keys.add(key);
      inputs.push({ key, path: pathOf(key), propId: binding.propId, columnId: column.id, columnName: column.label || key, typeRef: column.typeRef });
    }
  }
  return inputs;
}

/** The root decision's output columns (a literal expression: one output named after the decision). */
export function outputColumnsOf(model: DmnModel, ref: string | undefined): OutputColumn[] {
  const root = decisionOf(model, ref);
  if (!root) return [];
  if (root.logic?.kind === 'table') {
    const single = root.logic.outputs.length === 1;
    return root.logic.outputs.map((o) => ({ decisionId: root.id, columnId: o.id, name: o.text || o.label || (single ? root.name : o.id), typeRef: o.typeRef ?? root.typeRef }));
  }
  return [{ decisionId: root.id, columnId: root.logic?.id ?? root.id, name: root.name, typeRef: root.typeRef }];
}

// `applicant.age` is read from a nested context; a FEEL name never holds a dot
function pathOf(key: string): string[] {
  const parts = key.split('.').map((p) => p.trim());
  return parts.length > 1 && parts.every((p) => /^[\p{L}_][\p{L}\p{N}_ ]*$/u.test(p)) ? parts : [key];
}

/** Puts `value` into `context` at the input's path. */
export function setInput(context: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let target = context;
  for (const part of path.slice(0, -1)) {
    const next = target[part];
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) target = next as Record<string, unknown>;
    else target = target[part] = {};
  }
  target[path[path.length - 1] as string] = value;
}
