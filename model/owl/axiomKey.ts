import type { Axiom } from './axioms';

/**
 * One text per axiom whatever the order its object keys were stored in (jsonb reorders them), so
 * an axiom already held by a map is recognised when the same file is imported into it again.
 * Axioms built from blank nodes (Rdf) carry the parser's node labels and stay apart.
 */
export function axiomKey(axiom: Axiom): string {
  return canonical(axiom);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
