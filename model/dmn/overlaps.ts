import type { DmnDecisionTable, DmnLogic, DmnModel } from './dmnModel';
import { splitTopLevel } from './feelCache';
import type { BoxedNode } from './boxedNodes';

/**
 * Rules of UNIQUE tables that can match the same input (issue 17: a save with overlapping rules is
 * refused). Static: each entry is read as a set of intervals and points when it is made of literals
 * (numbers, strings, booleans, dates), comparisons, ranges, lists and '-'; a pair of rules with an
 * entry it cannot read is not reported.
 */
export function findUniqueOverlaps(model: DmnModel): Array<{ decisionId: string; rules: [number, number] }> {
  const out: Array<{ decisionId: string; rules: [number, number] }> = [];
  const visit = (ownerId: string, logic: DmnLogic | BoxedNode | null) => {
    if (logic === null) return;
    if (logic.kind === 'table') tableOverlaps(ownerId, logic, out);
    else if (logic.kind === 'boxed') visit(ownerId, logic.node as BoxedNode);
    else if (logic.kind === 'context') for (const e of logic.entries) visit(ownerId, e.value);
    else if (logic.kind === 'function') visit(ownerId, logic.body);
  };
  for (const d of model.decisions) visit(d.id, d.logic);
  for (const k of model.knowledgeModels) visit(k.id, k.logic);
  return out;
}

type Kind = 'number' | 'string' | 'boolean' | 'date';
interface Bound {
  v: number | string;
  incl: boolean;
}
interface Interval {
  kind: Kind;
  lo: Bound | null;
  hi: Bound | null;
}
/** null: any value; undefined: not understood. */
type EntrySet = Interval[] | null | undefined;

function literal(t: string): { kind: Kind; v: number | string } | null {
  const s = t.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return { kind: 'number', v: Number(s) };
  if (/^"(?:[^"\\]|\\.)*"$/.test(s)) return { kind: 'string', v: s.slice(1, -1) };
  if (s === 'true' || s === 'false') return { kind: 'boolean', v: s };
  const d = /^date\s*\(\s*"(\d{4}-\d{2}-\d{2})"\s*\)$/.exec(s);
  if (d !== null) return { kind: 'date', v: d[1] as string };
  return null;
}

function part(text: string): Interval | undefined {
  const s = text.trim();
  const cmp = /^(<=|>=|<|>|=)\s*(.+)$/s.exec(s);
  if (cmp !== null) {
    const lit = literal(cmp[2] as string);
    if (lit === null || (lit.kind !== 'number' && lit.kind !== 'date' && cmp[1] !== '=')) return undefined;
    const b = (incl: boolean): Bound => ({ v: lit.v, incl });
    switch (cmp[1]) {
      case '<':
        return { kind: lit.kind, lo: null, hi: b(false) };
      case '<=':
        return { kind: lit.kind, lo: null, hi: b(true) };
      case '>':
        return { kind: lit.kind, lo: b(false), hi: null };
      case '>=':
        return { kind: lit.kind, lo: b(true), hi: null };
      default:
        return { kind: lit.kind, lo: b(true), hi: b(true) };
    }
  }
  const range = /^([[\](])\s*(.+?)\s*\.\.\s*(.+?)\s*([[\])])$/s.exec(s);
  if (range !== null) {
    const lo = literal(range[2] as string);
    const hi = literal(range[3] as string);
    if (lo === null || hi === null || lo.kind !== hi.kind) return undefined;
    return { kind: lo.kind, lo: { v: lo.v, incl: range[1] === '[' }, hi: { v: hi.v, incl: range[4] === ']' } };
  }
  const lit = literal(s);
  return lit === null ? undefined : { kind: lit.kind, lo: { v: lit.v, incl: true }, hi: { v: lit.v, incl: true } };
}

function entrySet(text: string): EntrySet {
  const s = text.trim();
  if (s === '' || s === '-') return null;
  const parts = splitTopLevel(s).map(part);
  return parts.some((p) => p === undefined) ? undefined : (parts as Interval[]);
}

function below(a: Bound, b: Bound): boolean {
  // whether an interval ending at a lies entirely below one starting at b
  return a.v < b.v || (a.v === b.v && !(a.incl && b.incl));
}

function intersects(a: Interval, b: Interval): boolean {
  if (a.kind !== b.kind) return false;
  if (a.hi !== null && b.lo !== null && below(a.hi, b.lo)) return false;
  if (b.hi !== null && a.lo !== null && below(b.hi, a.lo)) return false;
  return true;
}

function setsOverlap(a: EntrySet, b: EntrySet): boolean | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (a === null || b === null) return true;
  return a.some((x) => b.some((y) => intersects(x, y)));
}

function tableOverlaps(decisionId: string, table: DmnDecisionTable, out: Array<{ decisionId: string; rules: [number, number] }>): void {
  if (table.hitPolicy !== 'UNIQUE') return;
  const sets = table.rules.map((r) => table.inputs.map((_, i) => entrySet(r.inputEntries[i] ?? '-')));
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i] as EntrySet[];
      const b = sets[j] as EntrySet[];
      if (a.every((x, k) => setsOverlap(x, b[k]) === true)) out.push({ decisionId, rules: [table.rules[i]!.index, table.rules[j]!.index] });
    }
  }
}
