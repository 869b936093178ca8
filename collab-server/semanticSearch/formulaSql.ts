import { sql, type RawBuilder } from 'kysely';
import type { FormulaNode } from '../../model/semanticSearch/formula';
import { toNumberSql } from './columnSql';

/**
 * A formula's SQL (the meaning of model/semanticSearch/formulaEvaluation.ts, on the store): every
 * literal is a parameter, every operator and function comes from this file. Types are decided
 * statically — `+` joins text when either side is text — and numbers are double precision.
 * Division by zero is left to raise (22012): the runner names the calculated column.
 */

type Raw = RawBuilder<unknown>;
export type SqlType = 'number' | 'text' | 'boolean';
export type Typed = { sql: Raw; type: SqlType };

/** What a `[code]` reads: a column's first value or an earlier calculated column. */
export type RefResolver = (code: string) => Typed;

const num = (x: Typed): Raw => (x.type === 'number' ? x.sql : x.type === 'boolean' ? sql`(case when ${x.sql} then 1 when not ${x.sql} then 0 end)::double precision` : toNumberSql(x.sql));
const text = (x: Typed): Raw => (x.type === 'text' ? x.sql : sql`(${x.sql})::text`);
/** Truthiness as in JS: non-zero, non-empty, true; empty stays empty. */
const truth = (x: Typed): Raw => (x.type === 'boolean' ? x.sql : x.type === 'number' ? sql`(${x.sql} <> 0)` : sql`(${x.sql} <> '')`);
const cond = (x: Typed): Raw => sql`coalesce(${truth(x)}, false)`;

const CMP: Record<string, string> = { '==': '=', '!=': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };
const ARITH: Record<string, string> = { '+': '+', '-': '-', '*': '*', '/': '/' };

/** Branches of different types meet as text. */
function unify(parts: Typed[]): { parts: Raw[]; type: SqlType } {
  const type = parts.every((p) => p.type === parts[0]?.type) ? (parts[0]?.type ?? 'text') : 'text';
  return { parts: parts.map((p) => (type === 'text' ? text(p) : p.sql)), type };
}

function call(fn: string, args: Typed[]): Typed {
  switch (fn) {
    case 'round':
      return { sql: sql`round((${num(args[0]!)})::numeric, ${args[1] ? sql`(${num(args[1])})::int` : sql`0`})::double precision`, type: 'number' };
    case 'abs':
      return { sql: sql`abs(${num(args[0]!)})`, type: 'number' };
    case 'min':
    case 'max': {
      const numeric = args.every((a) => a.type === 'number');
      const parts = args.map((a) => (numeric ? a.sql : sql`${text(a)} collate "C"`));
      return { sql: sql`${sql.raw(fn === 'min' ? 'least' : 'greatest')}(${sql.join(parts)})`, type: numeric ? 'number' : 'text' };
    }
    case 'coalesce':
    case 'ifnull': {
      const u = unify(args);
      return { sql: sql`coalesce(${sql.join(u.parts)})`, type: u.type };
    }
    case 'concat':
      return { sql: sql`concat(${sql.join(args.map(text))})`, type: 'text' };
    case 'lower':
    case 'upper':
      return { sql: sql`${sql.raw(fn)}(${text(args[0]!)})`, type: 'text' };
    case 'len':
      return { sql: sql`char_length(${text(args[0]!)})::double precision`, type: 'number' };
    default: {
      // if(test, then, else)
      const u = unify([args[1]!, args[2]!]);
      return { sql: sql`(case when ${cond(args[0]!)} then ${u.parts[0]} else ${u.parts[1]} end)`, type: u.type };
    }
  }
}

export function formulaSql(node: FormulaNode, ref: RefResolver): Typed {
  const go = (n: FormulaNode): Typed => formulaSql(n, ref);
  switch (node.kind) {
    case 'number':
      return { sql: sql`cast(${node.value} as double precision)`, type: 'number' };
    case 'string':
      return { sql: sql`cast(${node.value} as text)`, type: 'text' };
    case 'boolean':
      return { sql: sql`cast(${node.value} as boolean)`, type: 'boolean' };
    case 'null':
      return { sql: sql`cast(null as text)`, type: 'text' };
    case 'ref':
      return ref(node.code);
    case 'negate':
      return { sql: sql`(- ${num(go(node.arg))})`, type: 'number' };
    case 'not':
      return { sql: sql`(not ${truth(go(node.arg))})`, type: 'boolean' };
    case 'arithmetic': {
      const l = go(node.left);
      const r = go(node.right);
      if (node.op === '+' && (l.type === 'text' || r.type === 'text')) return { sql: sql`(${text(l)} || ${text(r)})`, type: 'text' };
      if (node.op === '%') return { sql: sql`mod((${num(l)})::numeric, (${num(r)})::numeric)::double precision`, type: 'number' };
      return { sql: sql`(${num(l)} ${sql.raw(ARITH[node.op]!)} ${num(r)})`, type: 'number' };
    }
    case 'compare': {
      const l = go(node.left);
      const r = go(node.right);
      const op = sql.raw(CMP[node.op]!);
      if (l.type === 'number' || r.type === 'number') return { sql: sql`(${num(l)} ${op} ${num(r)})`, type: 'boolean' };
      if (l.type === 'boolean' && r.type === 'boolean') return { sql: sql`(${l.sql} ${op} ${r.sql})`, type: 'boolean' };
      return { sql: sql`(${text(l)} collate "C" ${op} ${text(r)} collate "C")`, type: 'boolean' };
    }
    case 'logical':
      return { sql: sql`(${cond(go(node.left))} ${sql.raw(node.op === '&&' ? 'and' : 'or')} ${cond(go(node.right))})`, type: 'boolean' };
    case 'conditional':
      return call('if', [go(node.test), go(node.then), go(node.otherwise)]);
    case 'call':
      return call(node.fn, node.args.map(go));
  }
}

/** Whether a formula divides (or takes a remainder): only such columns can fail with division by zero. */
export function divides(node: FormulaNode): boolean {
  switch (node.kind) {
    case 'arithmetic':
      return node.op === '/' || node.op === '%' || divides(node.left) || divides(node.right);
    case 'compare':
    case 'logical':
      return divides(node.left) || divides(node.right);
    case 'negate':
    case 'not':
      return divides(node.arg);
    case 'conditional':
      return divides(node.test) || divides(node.then) || divides(node.otherwise);
    case 'call':
      return node.args.some(divides);
    default:
      return false;
  }
}
