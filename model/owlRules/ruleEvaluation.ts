import type { RuleKind } from '../../realtime/protocol/owlRules';
import type { LiteralValue, ValueType } from './swrlAst';
import { BUILTINS } from './builtins';
import type { ResolvedAtom, ResolvedRule, ResolvedTerm } from './resolvedRule';

/**
 * Evaluates a typed rule over facts held in memory: finds every binding of its variables that
 * satisfies the body (generators first, each builtin as soon as its inputs are bound), and turns
 * each into the facts its head derives. Pure: the server loads the facts of the classes and
 * properties the rule reads (its own store rows plus what other rules derived) and stores the result.
 */

export type RuleFacts = {
  /** Instances of each class (subclasses' instances included). */
  members: ReadonlyMap<string, ReadonlySet<string>>;
  /** Object property assertions: [subject, object]. */
  links: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;
  /** Data property values: [subject, value] (dates as ISO text). */
  values: ReadonlyMap<string, ReadonlyArray<readonly [string, LiteralValue]>>;
};

export type DerivedFact =
  | { kind: 'member'; inst: string; classId: string }
  | { kind: 'link'; inst: string; propId: string; target: string }
  | { kind: 'value'; inst: string; propId: string; value: LiteralValue; valueType: ValueType };

/** A derived fact with the binding that derived it first (for the run's table). */
export type Derivation = { fact: DerivedFact; binding: ReadonlyMap<string, LiteralValue> };

/** More bindings than this is a rule gone wrong (a cross product), not a rule to keep running. */
export const MAX_BINDINGS = 200_000;
export class TooManyBindings extends Error {}

type Binding = Map<string, LiteralValue>;

const varsOf = (terms: ResolvedTerm[]): string[] => terms.flatMap((t) => (t.kind === 'var' ? [t.name] : []));
const argsOf = (a: ResolvedAtom): ResolvedTerm[] => (a.kind === 'class' ? [a.arg] : a.kind === 'object' ? [a.subject, a.object] : a.kind === 'data' ? [a.subject, a.value] : a.args);

/** Generators in written order, but one that shares a bound variable first; each builtin once its inputs are bound. */
export function evaluationOrder(body: ResolvedAtom[], given: Iterable<string> = []): ResolvedAtom[] {
  const bound = new Set<string>(given);
  const left = [...body];
  const order: ResolvedAtom[] = [];
  while (left.length) {
    const ready = left.find((a) => {
      if (a.kind !== 'builtin') return false;
      const inputs = BUILTINS[a.name]?.role === 'compute' ? a.args.slice(1) : a.args;
      return varsOf(inputs).every((v) => bound.has(v));
    });
    const next = ready ?? left.find((a) => a.kind !== 'builtin' && varsOf(argsOf(a)).some((v) => bound.has(v))) ?? left.find((a) => a.kind !== 'builtin') ?? (left[0] as ResolvedAtom);
    left.splice(left.indexOf(next), 1);
    order.push(next);
    varsOf(argsOf(next)).forEach((v) => bound.add(v));
  }
  return order;
}

function valueOf(term: ResolvedTerm, binding: Binding): LiteralValue | undefined {
  if (term.kind === 'var') return binding.get(term.name);
  return term.kind === 'individual' ? term.id : term.value;
}

/** Tries to make `term` equal `value`: binds a free variable (returns its name) or checks a bound one. */
function unify(term: ResolvedTerm, value: LiteralValue, binding: Binding): string | null | false {
  const current = valueOf(term, binding);
  if (current === undefined && term.kind === 'var') {
    binding.set(term.name, value);
    return term.name;
  }
  return current === value || (typeof current === 'number' && Number(value) === current) ? null : false;
}

type Index = { bySubject: Map<string, LiteralValue[]>; all: ReadonlyArray<readonly [string, LiteralValue]> };

function buildIndex(pairs: ReadonlyArray<readonly [string, LiteralValue]>): Index {
  const bySubject = new Map<string, LiteralValue[]>();
  for (const [s, o] of pairs) {
    const list = bySubject.get(s);
    if (list) list.push(o);
    else bySubject.set(s, [o]);
  }
  return { bySubject, all: pairs };
}

/** Every binding of the body's variables over the facts. */
export function solveBody(rule: ResolvedRule, facts: RuleFacts, onBinding: (b: ReadonlyMap<string, LiteralValue>) => void, params: ReadonlyMap<string, LiteralValue> = new Map()): void {
  const order = evaluationOrder(rule.body, params.keys());
  const indexes = new Map<string, Index>();
  const indexOf = (propId: string, kind: 'object' | 'data'): Index => {
    let index = indexes.get(propId);
    if (!index) {
      index = buildIndex((kind === 'object' ? facts.links.get(propId) : facts.values.get(propId)) ?? []);
      indexes.set(propId, index);
    }
    return index;
  };
  let count = 0;
  const binding: Binding = new Map(params);
  const attempt = (i: number, pairs: Array<[ResolvedTerm, LiteralValue]>) => {
    const set: string[] = [];
    let ok = true;
    for (const [term, value] of pairs) {
      const r = unify(term, value, binding);
      if (r === false) {
        ok = false;
        break;
      }
      if (r) set.push(r);
    }
    if (ok) step(i + 1);
    for (const v of set) binding.delete(v);
  };
  const step = (i: number): void => {
    const atom = order[i];
    if (!atom) {
      if (++count > MAX_BINDINGS) throw new TooManyBindings(`more than ${MAX_BINDINGS} bindings`);
      onBinding(binding);
      return;
    }
    switch (atom.kind) {
      case 'class': {
        const members = facts.members.get(atom.classId) ?? new Set<string>();
        const bound = valueOf(atom.arg, binding);
        if (bound !== undefined) {
          if (members.has(String(bound))) step(i + 1);
        } else for (const m of members) attempt(i, [[atom.arg, m]]);
        return;
      }
      case 'object':
      case 'data': {
        const index = indexOf(atom.propId, atom.kind);
        const object = atom.kind === 'object' ? atom.object : atom.value;
        const subject = valueOf(atom.subject, binding);
        if (subject !== undefined) for (const o of index.bySubject.get(String(subject)) ?? []) attempt(i, [[object, o]]);
        else for (const [s, o] of index.all) attempt(i, [[atom.subject, s], [object, o]]);
        return;
      }
      case 'builtin': {
        const def = BUILTINS[atom.name];
        if (!def) return;
        if (def.role === 'test') {
          const args = atom.args.map((a) => valueOf(a, binding));
          if (args.every((a) => a !== undefined) && def.run(args as LiteralValue[])) step(i + 1);
          return;
        }
        const inputs = atom.args.slice(1).map((a) => valueOf(a, binding));
        if (inputs.some((a) => a === undefined)) return;
        const result = def.run([0, ...(inputs as LiteralValue[])]);
        if (result !== null) attempt(i, [[atom.args[0] as ResolvedTerm, result]]);
        return;
      }
    }
  };
  step(0);
}

const factKey = (f: DerivedFact): string => (f.kind === 'member' ? `m|${f.inst}|${f.classId}` : f.kind === 'link' ? `l|${f.inst}|${f.propId}|${f.target}` : `v|${f.inst}|${f.propId}|${typeof f.value}|${String(f.value)}`);

/**
 * What the rule derives: one fact per head atom and binding, each once. A default value is given
 * only to instances that state no value of the property (`stated`: the instances per property that do).
 */
export function deriveFacts(
  rule: ResolvedRule,
  kind: RuleKind,
  facts: RuleFacts,
  stated: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  params: ReadonlyMap<string, LiteralValue> = new Map(),
): Derivation[] {
  const out = new Map<string, Derivation>();
  solveBody(rule, facts, (binding) => {
    for (const atom of rule.head) {
      const fact = headFact(atom, binding);
      if (!fact) continue;
      if (kind === 'defaultValue' && fact.kind !== 'member' && stated.get(fact.propId)?.has(fact.inst)) continue;
      const key = factKey(fact);
      if (!out.has(key)) out.set(key, { fact, binding: new Map(binding) });
    }
  }, params);
  return [...out.values()];
}

function headFact(atom: ResolvedAtom, binding: ReadonlyMap<string, LiteralValue>): DerivedFact | null {
  const get = (t: ResolvedTerm) => valueOf(t, binding as Binding);
  switch (atom.kind) {
    case 'class': {
      const inst = get(atom.arg);
      return inst === undefined ? null : { kind: 'member', inst: String(inst), classId: atom.classId };
    }
    case 'object': {
      const [s, o] = [get(atom.subject), get(atom.object)];
      return s === undefined || o === undefined ? null : { kind: 'link', inst: String(s), propId: atom.propId, target: String(o) };
    }
    case 'data': {
      const [s, v] = [get(atom.subject), get(atom.value)];
      return s === undefined || v === undefined ? null : { kind: 'value', inst: String(s), propId: atom.propId, value: v, valueType: atom.valueType };
    }
    default:
      return null;
  }
}

export { factKey };
