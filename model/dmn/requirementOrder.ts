import { DmnError } from './dmnError';
import type { DmnModel } from './dmnModel';

/**
 * Required decisions by decision id (only those in the model), after checking there is no requirement
 * cycle; a cycle → DmnError naming the decisions in order («Цикл требований: A → B → A»).
 */
export function requirementOrder(model: DmnModel): Map<string, string[]> {
  const byId = new Map(model.decisions.map((d) => [d.id, d]));
  const required = new Map(model.decisions.map((d) => [d.id, d.requiredDecisions.filter((r) => byId.has(r))]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): void => {
    const s = state.get(id);
    if (s === 'done') return;
    if (s === 'open') {
      const cycle = [...path.slice(path.indexOf(id)), id];
      const names = cycle.map((x) => byId.get(x)?.name ?? x);
      throw new DmnError(`Цикл требований: ${names.join(' → ')}`, { decisions: cycle });
    }
    state.set(id, 'open');
    path.push(id);
    for (const r of required.get(id) ?? []) visit(r);
    path.pop();
    state.set(id, 'done');
  };
  for (const d of model.decisions) visit(d.id);
  return required;
}
