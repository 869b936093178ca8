import type { FormulaNode } from './formulaAst';

/**
 * Evaluates a parsed formula over a row's values, in JS — the same meaning the SQL compiler gives
 * it on the server: an empty operand makes arithmetic, comparisons and text functions empty;
 * `+` joins text when either side is text; an empty or false condition takes the `else` branch;
 * min/max/coalesce skip empty values. Used by tests, previews and markdown.
 */

export class FormulaEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaEvaluationError';
  }
}

export type FormulaValue = number | string | boolean | null;

function scalar(value: unknown): FormulaValue {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === null) return null;
  if (typeof first === 'number' || typeof first === 'string' || typeof first === 'boolean') return first;
  if (typeof first === 'object' && 'name' in first) return String((first as { name: unknown }).name);
  return String(first);
}

function toNumber(value: FormulaValue): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const trimmed = value.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const truthy = (value: FormulaValue): boolean => value !== null && value !== false && value !== 0 && value !== '';

function compare(op: string, a: FormulaValue, b: FormulaValue): boolean | null {
  if (a === null || b === null) return null;
  const na = toNumber(a);
  const nb = toNumber(b);
  const numeric = typeof a === 'number' || typeof b === 'number';
  const [x, y]: [number | string | boolean, number | string | boolean] = numeric && na !== null && nb !== null ? [na, nb] : [String(a), String(b)];
  switch (op) {
    case '==': return x === y;
    case '!=': return x !== y;
    case '<': return x < y;
    case '>': return x > y;
    case '<=': return x <= y;
    default: return x >= y;
  }
}

function arithmetic(op: string, a: FormulaValue, b: FormulaValue): FormulaValue {
  if (a === null || b === null) return null;
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) return String(a) + String(b);
  const x = toNumber(a);
  const y = toNumber(b);
  if (x === null || y === null) return null;
  switch (op) {
    case '+': return x + y;
    case '-': return x - y;
    case '*': return x * y;
    case '/':
      if (y === 0) throw new FormulaEvaluationError('Деление на ноль');
      return x / y;
    default:
      if (y === 0) throw new FormulaEvaluationError('Деление на ноль');
      return x % y;
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  // half away from zero, like PostgreSQL's round(numeric)
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON)) / factor;
}

function call(fn: string, args: FormulaValue[]): FormulaValue {
  const present = args.filter((a) => a !== null);
  switch (fn) {
    case 'round': {
      const x = toNumber(args[0] ?? null);
      const digits = args.length > 1 ? toNumber(args[1] ?? null) : 0;
      return x === null || digits === null ? null : round(x, Math.trunc(digits));
    }
    case 'abs': {
      const x = toNumber(args[0] ?? null);
      return x === null ? null : Math.abs(x);
    }
    case 'min':
    case 'max': {
      if (present.length === 0) return null;
      const numbers = present.map(toNumber);
      if (numbers.every((n) => n !== null)) return fn === 'min' ? Math.min(...(numbers as number[])) : Math.max(...(numbers as number[]));
      const texts = present.map(String).sort();
      return (fn === 'min' ? texts[0] : texts[texts.length - 1]) ?? null;
    }
    case 'coalesce':
    case 'ifnull':
      return present[0] ?? null;
    case 'concat':
      return args.map((a) => (a === null ? '' : String(a))).join('');
    case 'lower':
      return args[0] === null || args[0] === undefined ? null : String(args[0]).toLowerCase();
    case 'upper':
      return args[0] === null || args[0] === undefined ? null : String(args[0]).toUpperCase();
    case 'len':
      return args[0] === null || args[0] === undefined ? null : [...String(args[0])].length;
    default:
      return null;
  }
}

/** The value of a formula for one row; `values` by column code (a list takes its first value). */
export function evaluateFormula(node: FormulaNode, values: Record<string, unknown>): FormulaValue {
  const ev = (n: FormulaNode): FormulaValue => evaluateFormula(n, values);
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'boolean':
      return node.value;
    case 'null':
      return null;
    case 'ref':
      return scalar(values[node.code]);
    case 'negate': {
      const x = toNumber(ev(node.arg));
      return x === null ? null : -x;
    }
    case 'not': {
      const x = ev(node.arg);
      return x === null ? null : !truthy(x);
    }
    case 'arithmetic':
      return arithmetic(node.op, ev(node.left), ev(node.right));
    case 'compare':
      return compare(node.op, ev(node.left), ev(node.right));
    case 'logical': {
      const left = truthy(ev(node.left));
      if (node.op === '&&') return left && truthy(ev(node.right));
      return left || truthy(ev(node.right));
    }
    case 'conditional':
      return truthy(ev(node.test)) ? ev(node.then) : ev(node.otherwise);
    case 'call':
      if (node.fn === 'if') return truthy(ev(node.args[0] as FormulaNode)) ? ev(node.args[1] as FormulaNode) : ev(node.args[2] as FormulaNode);
      return call(node.fn, node.args.map(ev));
  }
}
