import type { LiteralValue, ValueType } from './swrlAst';

/**
 * The SWRL builtins rules may use (swrlb:), with their argument types and meaning. A computing
 * builtin's first argument is its result: bound by it when still free, compared with it otherwise
 * (SWRL's own semantics); a test holds or not.
 */
type Computing = { role: 'compute'; result: ValueType; args: ValueType | 'any'; arity: [number, number]; run: (args: LiteralValue[]) => LiteralValue | null };
type Testing = { role: 'test'; args: ValueType | 'any'; arity: [number, number]; run: (args: LiteralValue[]) => boolean };
export type BuiltinDef = Computing | Testing;

const num = (v: LiteralValue): number => (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : Number(v));
const str = (v: LiteralValue): string => String(v);

/** Values of different kinds compare as the kind of the first: numbers numerically, dates and text as text (ISO dates sort as text). */
function compare(a: LiteralValue, b: LiteralValue): number {
  if (typeof a === 'number' || typeof b === 'number') return num(a) - num(b);
  const x = str(a);
  const y = str(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

export const BUILTINS: Record<string, BuiltinDef> = {
  add: { role: 'compute', result: 'number', args: 'number', arity: [3, 20], run: (a) => finite(a.slice(1).reduce<number>((s, v) => s + num(v), 0)) },
  subtract: { role: 'compute', result: 'number', args: 'number', arity: [3, 3], run: (a) => finite(num(a[1] as LiteralValue) - num(a[2] as LiteralValue)) },
  multiply: { role: 'compute', result: 'number', args: 'number', arity: [3, 20], run: (a) => finite(a.slice(1).reduce<number>((s, v) => s * num(v), 1)) },
  // a division by zero derives nothing for that row rather than Infinity
  divide: { role: 'compute', result: 'number', args: 'number', arity: [3, 3], run: (a) => (num(a[2] as LiteralValue) === 0 ? null : finite(num(a[1] as LiteralValue) / num(a[2] as LiteralValue))) },
  mod: { role: 'compute', result: 'number', args: 'number', arity: [3, 3], run: (a) => (num(a[2] as LiteralValue) === 0 ? null : num(a[1] as LiteralValue) % num(a[2] as LiteralValue)) },
  stringConcat: { role: 'compute', result: 'string', args: 'any', arity: [2, 20], run: (a) => a.slice(1).map(str).join('') },
  upperCase: { role: 'compute', result: 'string', args: 'string', arity: [2, 2], run: (a) => str(a[1] as LiteralValue).toUpperCase() },
  lowerCase: { role: 'compute', result: 'string', args: 'string', arity: [2, 2], run: (a) => str(a[1] as LiteralValue).toLowerCase() },
  equal: { role: 'test', args: 'any', arity: [2, 2], run: (a) => compare(a[0] as LiteralValue, a[1] as LiteralValue) === 0 },
  notEqual: { role: 'test', args: 'any', arity: [2, 2], run: (a) => compare(a[0] as LiteralValue, a[1] as LiteralValue) !== 0 },
  lessThan: { role: 'test', args: 'any', arity: [2, 2], run: (a) => compare(a[0] as LiteralValue, a[1] as LiteralValue) < 0 },
  lessThanOrEqual: { role: 'test', args: 'any', arity: [2, 2], run: (a) => compare(a[0] as LiteralValue, a[1] as LiteralValue) <= 0 },
  greaterThan: { role: 'test', args: 'any', arity: [2, 2], run: (a) => compare(a[0] as LiteralValue, a[1] as LiteralValue) > 0 },
  greaterThanOrEqual: { role: 'test', args: 'any', arity: [2, 2], run: (a) => compare(a[0] as LiteralValue, a[1] as LiteralValue) >= 0 },
  contains: { role: 'test', args: 'string', arity: [2, 2], run: (a) => str(a[0] as LiteralValue).includes(str(a[1] as LiteralValue)) },
  containsIgnoreCase: { role: 'test', args: 'string', arity: [2, 2], run: (a) => str(a[0] as LiteralValue).toLowerCase().includes(str(a[1] as LiteralValue).toLowerCase()) },
  startsWith: { role: 'test', args: 'string', arity: [2, 2], run: (a) => str(a[0] as LiteralValue).startsWith(str(a[1] as LiteralValue)) },
  endsWith: { role: 'test', args: 'string', arity: [2, 2], run: (a) => str(a[0] as LiteralValue).endsWith(str(a[1] as LiteralValue)) },
};

export const BUILTIN_NAMES = Object.keys(BUILTINS);
