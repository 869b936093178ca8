import { listOf, newModdle, parseDmn, rulesOf, ruleSignature, tablesOf, tableShape, tableSignature, writeDmn, type Moddle } from './moddleTables';

/**
 * A three-way merge of two saves of the same decision that started from `base` (issue 17 §6): the
 * result is `mine` with the other side's changes applied rule by rule. A rule changed on one side
 * only takes that change; changed the same way on both is fine; changed differently, or changed on
 * one side and deleted on the other, is a conflict — mine is kept (or theirs, when I deleted a rule
 * they changed, so no edit is lost) and the rule is reported. Rules the other side added are placed
 * after the rule they follow there. A table whose columns changed on both sides is a conflict of the
 * whole table (reported with an empty ruleId); decisions the other side added are taken with their
 * diagram shapes. Pure and isomorphic (dmn-moddle only): the browser merges after a 409.
 */

export type MergeConflict = { decisionId: string; ruleId: string; index: number };
export type MergeResult = { xml: string; conflicts: MergeConflict[] };

type Side = Map<string, Moddle>;
const byId = (rules: Moddle[]): Side => new Map(rules.filter((r) => r.id).map((r) => [r.id as string, r]));
const same = (a: Moddle | undefined, b: Moddle | undefined): boolean => (a && b ? ruleSignature(a) === ruleSignature(b) : a === b);

/** One rule present on some sides: what the result holds (or null: deleted) and whether it conflicts. */
function pickRule(b: Moddle | undefined, m: Moddle | undefined, t: Moddle | undefined): { rule: Moddle | null; conflict: boolean } {
  if (!b) return { rule: m ?? t ?? null, conflict: Boolean(m && t && !same(m, t)) };
  if (m && t) {
    if (same(m, b)) return { rule: t, conflict: false };
    return { rule: m, conflict: !same(t, b) && !same(m, t) };
  }
  if (m) return same(m, b) ? { rule: null, conflict: false } : { rule: m, conflict: true };
  if (t) return same(t, b) ? { rule: null, conflict: false } : { rule: t, conflict: true };
  return { rule: null, conflict: false };
}

function mergeRules(decisionId: string, base: Moddle[], mine: Moddle[], theirs: Moddle[], conflicts: MergeConflict[]): Moddle[] {
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const conflicted = new Set<string>();
  const chosen = new Map<string, Moddle | null>();
  for (const id of new Set([...b.keys(), ...m.keys(), ...t.keys()])) {
    const pick = pickRule(b.get(id), m.get(id), t.get(id));
    chosen.set(id, pick.rule);
    if (pick.conflict) conflicted.add(id);
  }
  // mine's order, then rules only theirs holds, each after the rule it follows on their side
  const order = mine.map((r) => r.id as string).filter((id) => chosen.get(id));
  theirs.forEach((rule, i) => {
    const id = rule.id as string;
    if (order.includes(id) || !chosen.get(id)) return;
    let after = -1;
    for (let k = i - 1; k >= 0 && after < 0; k--) after = order.indexOf(theirs[k]?.id as string);
    order.splice(after + 1, 0, id);
  });
  order.forEach((id, i) => {
    if (conflicted.has(id)) conflicts.push({ decisionId, ruleId: id, index: i + 1 });
  });
  return order.map((id) => chosen.get(id) as Moddle);
}

function mergeTable(decision: Moddle, base: Moddle | undefined, mine: Moddle, theirs: Moddle, conflicts: MergeConflict[]): void {
  const decisionId = decision.id as string;
  if (tableShape(mine) !== tableShape(theirs)) {
    if (base && tableSignature(mine) === tableSignature(base)) decision.decisionLogic = theirs;
    else if (!base || tableSignature(theirs) !== tableSignature(base)) conflicts.push({ decisionId, ruleId: '', index: 0 });
    return;
  }
  mine.rule = mergeRules(decisionId, base && tableShape(base) === tableShape(mine) ? rulesOf(base) : [], rulesOf(mine), rulesOf(theirs), conflicts);
}

/** Decisions and other DRG elements only the other side added, with their diagram shapes. */
function takeAddedElements(base: Moddle, mine: Moddle, theirs: Moddle): void {
  const known = new Set([...listOf(base.drgElement), ...listOf(mine.drgElement)].map((e) => e.id));
  const added = listOf(theirs.drgElement).filter((e) => !known.has(e.id));
  if (!added.length) return;
  mine.drgElement = [...listOf(mine.drgElement), ...added];
  const addedIds = new Set(added.map((e) => e.id));
  const theirDiagram = listOf((theirs.dmnDI as Moddle | undefined)?.diagrams)[0];
  const myDiagram = listOf((mine.dmnDI as Moddle | undefined)?.diagrams)[0];
  if (!theirDiagram || !myDiagram) return;
  const shapes = listOf(theirDiagram.diagramElements).filter((s) => addedIds.has((s.dmnElementRef as Moddle | undefined)?.id));
  myDiagram.diagramElements = [...listOf(myDiagram.diagramElements), ...shapes];
}

export async function mergeDecisionXml(base: string, mine: string, theirs: string): Promise<MergeResult> {
  const moddle = newModdle();
  const [b, m, t] = await Promise.all([parseDmn(moddle, base), parseDmn(moddle, mine), parseDmn(moddle, theirs)]);
  const conflicts: MergeConflict[] = [];
  const [bTables, tTables] = [tablesOf(b.definitions), tablesOf(t.definitions)];
  for (const [decisionId, { decision, table }] of tablesOf(m.definitions)) {
    const their = tTables.get(decisionId);
    if (their) mergeTable(decision, bTables.get(decisionId)?.table, table, their.table, conflicts);
  }
  takeAddedElements(b.definitions, m.definitions, t.definitions);
  return { xml: await writeDmn(moddle, m), conflicts };
}
