/**
 * Rules feed each other: a rule whose head writes a class or property another rule's body reads
 * runs before it. A set of rules in which a head feeds its own body, directly or through other
 * rules, is refused (derived data must be computable once, in order), naming the cycle.
 */

/**
 * `reads` includes the subclasses of the classes a rule names (a rule writing a subclass feeds one
 * reading its superclass). `directReads`: only what the rule names — a rule deriving a subclass of
 * a class it reads (`Pizza(?p) ^ … -> CheeseyPizza(?p)`) does not feed itself, so its own loop is
 * judged on these; a rule without them (already stored, so already judged) is not looped on itself.
 */
export type RuleDeps = { id: string | null; name: string; reads: readonly string[]; writes: readonly string[]; directReads?: readonly string[] };

const feeds = (a: RuleDeps, b: RuleDeps): boolean => (a === b ? (a.directReads ?? []) : b.reads).some((r) => a.writes.includes(r));

/** A cycle of rules (the first again at the end), or null when the rules can be run in order. */
export function findRuleCycle(rules: readonly RuleDeps[]): RuleDeps[] | null {
  const state = new Map<number, 'open' | 'done'>();
  const path: number[] = [];
  const visit = (i: number): number[] | null => {
    state.set(i, 'open');
    path.push(i);
    for (let j = 0; j < rules.length; j++) {
      if (!feeds(rules[i] as RuleDeps, rules[j] as RuleDeps)) continue;
      if (state.get(j) === 'open') return [...path.slice(path.indexOf(j)), j];
      if (!state.has(j)) {
        const found = visit(j);
        if (found) return found;
      }
    }
    path.pop();
    state.set(i, 'done');
    return null;
  };
  for (let i = 0; i < rules.length; i++) {
    if (state.has(i)) continue;
    const cycle = visit(i);
    if (cycle) return cycle.map((k) => rules[k] as RuleDeps);
  }
  return null;
}

/** The rules in an order where each runs after every rule that feeds it (the set has no cycle). */
export function ruleRunOrder<T extends RuleDeps>(rules: readonly T[]): T[] {
  const done = new Set<T>();
  const order: T[] = [];
  const place = (r: T) => {
    if (done.has(r)) return;
    done.add(r);
    for (const before of rules) if (before !== r && feeds(before, r)) place(before);
    order.push(r);
  };
  rules.forEach(place);
  return order;
}

/** The rules a change to these classes/properties may change: those reading them, and those fed by a changed rule, in run order. */
export function affectedRules<T extends RuleDeps>(rules: readonly T[], changed: ReadonlySet<string>): T[] {
  const hit = new Set(rules.filter((r) => r.reads.some((x) => changed.has(x))));
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rules) {
      if (!hit.has(r) && [...hit].some((h) => feeds(h, r))) {
        hit.add(r);
        grew = true;
      }
    }
  }
  return ruleRunOrder(rules).filter((r) => hit.has(r));
}

/** The message of a refused cycle: «A» → «B» → «A». */
export const cycleMessage = (cycle: readonly RuleDeps[]): string => `Рекурсивный набор правил: ${cycle.map((r) => `«${r.name}»`).join(' → ')} — заключение правила питает его же условие`;
