import { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';

/** FEEL equality of two results for the engine's own comparisons (Any policy, output priorities). */
export function valueEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => valueEquals(x, b[i]));
  }
  const temporal = (x: object) => x instanceof FeelDate || x instanceof FeelTime || x instanceof FeelDateTime || x instanceof FeelDuration;
  if (temporal(a) || temporal(b)) return a.constructor === b.constructor && (a as { iso: string }).iso === (b as { iso: string }).iso;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => valueEquals((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Order of two comparable FEEL values (numbers, strings, dates, times), or 0 when they do not compare. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof FeelDate && b instanceof FeelDate) return a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0;
  return 0;
}
