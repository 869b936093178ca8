import type { RuleChange, TableComparison } from '../../../realtime/protocol/dmn';
import type { DmnDecisionTable, DmnModel, DmnRule } from '../dmnModel';

/**
 * Two versions of a decision compared rule by rule (issue 17 §6), per decision table: rules are
 * matched by id first, then the remaining ones by identical content (a rule re-created with the same
 * cells is the same rule). A matched rule is `same`, `changed` (with the cells that differ) or `moved`
 * (its place among the matched rules changed); the rest are `removed` (left only) or `added` (right
 * only). Entries come in the right table's order, removed rules after the rule they followed.
 */

export const cellsOf = (rule: DmnRule): string[] => [...rule.inputEntries, ...rule.outputEntries, rule.annotation];

const columnsOf = (table: DmnDecisionTable): string[] => [...table.inputs.map((c) => c.label || c.text), ...table.outputs.map((c) => c.label || c.text), 'Аннотация'];

/** Positions (into `seq`) of a longest strictly increasing subsequence: the matched rules that kept their order. */
function keptInOrder(seq: number[]): Set<number> {
  const tails: number[] = [];
  const prev = new Array<number>(seq.length).fill(-1);
  seq.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seq[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1] as number;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails[tails.length - 1] ?? -1; i >= 0; i = prev[i] as number) kept.add(i);
  return kept;
}

/** Pairs of (left index, right index) of matched rules: by id, then by content. */
function matchRules(left: DmnRule[], right: DmnRule[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const rightById = new Map(right.map((r, i) => [r.id, i]));
  const usedRight = new Set<number>();
  const unmatchedLeft: number[] = [];
  left.forEach((rule, i) => {
    const j = rule.id ? rightById.get(rule.id) : undefined;
    if (j === undefined) return unmatchedLeft.push(i);
    pairs.push([i, j]);
    usedRight.add(j);
  });
  const freeRight = new Map<string, number[]>();
  right.forEach((rule, j) => {
    if (usedRight.has(j)) return;
    const key = JSON.stringify(cellsOf(rule));
    freeRight.set(key, [...(freeRight.get(key) ?? []), j]);
  });
  for (const i of unmatchedLeft) {
    const j = freeRight.get(JSON.stringify(cellsOf(left[i] as DmnRule)))?.shift();
    if (j !== undefined) pairs.push([i, j]);
  }
  return pairs.sort((a, b) => a[0] - b[0]);
}

export function compareTables(left: DmnDecisionTable | null, right: DmnDecisionTable | null): RuleChange[] {
  const l = left?.rules ?? [];
  const r = right?.rules ?? [];
  const pairs = matchRules(l, r);
  const kept = keptInOrder(pairs.map(([, j]) => j));
  const leftOf = new Map(pairs.map(([i, j], k) => [j, { i, kept: kept.has(k) }]));
  const matchedLeft = new Set(pairs.map(([i]) => i));
  const entry = (lr: DmnRule | undefined, rr: DmnRule | undefined, inOrder: boolean): RuleChange => {
    const leftCells = lr ? cellsOf(lr) : null;
    const rightCells = rr ? cellsOf(rr) : null;
    const changedCells = leftCells && rightCells ? [...Array(Math.max(leftCells.length, rightCells.length)).keys()].filter((k) => leftCells[k] !== rightCells[k]) : [];
    const kind: RuleChange['kind'] = !lr ? 'added' : !rr ? 'removed' : changedCells.length ? 'changed' : inOrder ? 'same' : 'moved';
    return { kind, left: lr?.index ?? null, right: rr?.index ?? null, ruleId: (rr ?? lr)?.id ?? '', leftCells, rightCells, changedCells };
  };
  const changes: RuleChange[] = [];
  // removed left rules go after the entry of the left rule before them
  const removedAfter = new Map<number, number[]>();
  l.forEach((_, i) => {
    if (matchedLeft.has(i)) return;
    let anchor = i - 1;
    while (anchor >= 0 && !matchedLeft.has(anchor)) anchor--;
    removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), i]);
  });
  const pushRemoved = (anchor: number) => (removedAfter.get(anchor) ?? []).forEach((i) => changes.push(entry(l[i], undefined, true)));
  pushRemoved(-1);
  r.forEach((rule, j) => {
    const match = leftOf.get(j);
    changes.push(entry(match ? l[match.i] : undefined, rule, match?.kept ?? true));
    if (match) pushRemoved(match.i);
  });
  return changes;
}

const tablesOf = (model: DmnModel): Map<string, { name: string; table: DmnDecisionTable }> =>
  new Map(model.decisions.flatMap((d) => (d.logic?.kind === 'table' ? [[d.id, { name: d.name, table: d.logic }] as const] : [])));

/** Every decision table of either model, the right model's first, then those only the left has. */
export function compareModels(left: DmnModel, right: DmnModel): TableComparison[] {
  const [lt, rt] = [tablesOf(left), tablesOf(right)];
  const ids = [...new Set([...rt.keys(), ...lt.keys()])];
  return ids.map((decisionId) => {
    const l = lt.get(decisionId);
    const r = rt.get(decisionId);
    return {
      decisionId,
      name: (r ?? l)?.name ?? decisionId,
      presence: l && r ? 'both' : r ? 'added' : 'removed',
      columns: columnsOf((r ?? l)?.table as DmnDecisionTable),
      hitPolicy: { left: l?.table.hitPolicy ?? null, right: r?.table.hitPolicy ?? null },
      rules: compareTables(l?.table ?? null, r?.table ?? null),
    };
  });
}
