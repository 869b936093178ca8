import type { ModdleElement } from './dmnJsTypes';
import type { WorkspaceColumn } from './dmnWorkspace';

/** What the side panels read of the model open in the editor, taken from dmn-js's definitions. */

const isDecision = (e: ModdleElement): boolean => e.$type === 'dmn:Decision';
const tableOf = (e: ModdleElement): ModdleElement | null => (e.decisionLogic?.$type === 'dmn:DecisionTable' ? e.decisionLogic : null);

/** Decisions of the model in the diagram's order: id and name (the id when unnamed). */
export function modelDecisions(definitions: ModdleElement | undefined): Array<{ id: string; name: string }> {
  return (definitions?.drgElement ?? []).filter(isDecision).map((d) => ({ id: d.id ?? '', name: d.name || d.id || '' }));
}

/** Every input and output column of every decision table, in table order. */
export function modelColumns(definitions: ModdleElement | undefined): WorkspaceColumn[] {
  const columns: WorkspaceColumn[] = [];
  for (const decision of (definitions?.drgElement ?? []).filter(isDecision)) {
    const table = tableOf(decision);
    if (!table) continue;
    const owner = { decisionId: decision.id ?? '', decisionName: decision.name || decision.id || '' };
    for (const input of table.input ?? []) {
      const text = input.inputExpression?.text ?? '';
      columns.push({ ...owner, columnId: input.id ?? '', kind: 'input', label: input.label || text, text, typeRef: input.inputExpression?.typeRef ?? null });
    }
    for (const output of table.output ?? []) {
      const text = output.name ?? '';
      columns.push({ ...owner, columnId: output.id ?? '', kind: 'output', label: output.label || text, text, typeRef: output.typeRef ?? null });
    }
  }
  return columns;
}

/** The decision table element of a decision, by its id. */
export function decisionTableOf(definitions: ModdleElement | undefined, decisionId: string): ModdleElement | null {
  const decision = (definitions?.drgElement ?? []).find((e) => isDecision(e) && e.id === decisionId);
  return decision ? tableOf(decision) : null;
}

/** The column element (an input's or an output's) of a decision table, by its id. */
export function columnElementOf(definitions: ModdleElement | undefined, decisionId: string, columnId: string): { kind: 'input' | 'output'; element: ModdleElement } | null {
  const table = decisionTableOf(definitions, decisionId);
  const input = table?.input?.find((c) => c.id === columnId);
  if (input) return { kind: 'input', element: input };
  const output = table?.output?.find((c) => c.id === columnId);
  return output ? { kind: 'output', element: output } : null;
}

/** Rule ids of a table by their 1-based numbers (a server problem names rules by number). */
export function ruleIdsByNumber(definitions: ModdleElement | undefined, decisionId: string | undefined, numbers: number[]): string[] {
  const decision = (definitions?.drgElement ?? []).find((e) => isDecision(e) && (decisionId === undefined || e.id === decisionId) && tableOf(e));
  const rules = decision ? (tableOf(decision)?.rule ?? []) : [];
  return numbers.map((n) => rules[n - 1]?.id).filter((id): id is string => typeof id === 'string');
}
