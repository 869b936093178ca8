import { evaluate, unaryTest, type FeelFunction } from 'feelin';
import { constantValue, nativeTest } from './nativeTests';
import { splitTopLevel } from './feelText';
import { valueEquals } from './valueEquality';

export { splitTopLevel } from './feelText';

/**
 * FEEL expressions parsed once (issue 17 performance). feelin 8 has no public "compiled expression":
 * evaluating `function(p1, p2, …) <expr>` once gives a FeelFunction whose `.fn(...values)` runs the parsed
 * tree without parsing again (names with spaces parse when they are in the definition context). A unary
 * test `<tests>` becomes `function(x__in, …) x__in in (<tests>)`; `not(<tests>)` negates it; `-` or an
 * empty cell always matches; a test using `?` is split into its tests, each with `?` as the parameter.
 * Constants, plain names and the simplest cells (./nativeTests.ts) need no interpreter at all. A null
 * input falls back to feelin's own uncached `unaryTest` (`null`, `not(null)`).
 *
 * `setUncachedFeel(true)` evaluates the same text through feelin's `evaluate`/`unaryTest` on every call
 * (re-parsing): the benchmark's baseline and the differential test's reference. (feelin's `unaryTest`
 * counts a boolean-valued test such as `Complex.aBoolean` as satisfied when true, whatever the input; the
 * standard and TCK 0036 compare it with the input, as done here.)
 */

/** Names visible to an expression, with a shape for each (null, or an object of the names inside it). */
export type Scope = Record<string, unknown>;
/** Values by name at evaluation; nested scopes chain by prototype. */
export type Env = Record<string, unknown>;

export class FeelSyntaxProblem extends Error {
  constructor(
    message: string,
    readonly expression: string,
    readonly from: number,
    readonly to: number,
  ) {
    super(message);
  }
}

export interface CompiledExpression {
  readonly text: string;
  (env: Env): unknown;
}
export interface CompiledTests {
  readonly text: string;
  /** True for `-` or an empty entry: matches anything. */
  readonly always: boolean;
  (input: unknown, env: Env): boolean;
}

const IN = 'x__in';
/** Length of `x__in in (` before a cell's tests. */
const WRAP = IN.length + 5;
/** Parsed functions by source and definition context, shared by every compiled model (bounded: a long-running server compiles many). */
const functions = new Map<string, FeelFunction>();
const MAX_FUNCTIONS = 50_000;
let uncachedOnly = false;

/** Turns the cache off (every call re-parses through feelin): the baseline of the benchmark and the differential test. */
export function setUncachedFeel(on: boolean): void {
  uncachedOnly = on;
}

function namesUsed(text: string, scope: Scope): string[] {
  return Object.keys(scope).filter((n) => n !== '' && !n.includes('.') && text.includes(n));
}

function definitionContext(names: string[], scope: Scope): Record<string, unknown> {
  const ctx: Record<string, unknown> = {};
  for (const n of names) ctx[n] = scope[n] ?? null;
  return ctx;
}

/**
 * `function(params) body` parsed once; `at` is where the original text's first character sits in `body`,
 * so that a syntax error's position is given in the original text.
 */
function defineFunction(params: string[], body: string, scope: Scope, at: number, original: string): FeelFunction {
  const source = `function(${params.join(', ')}) ${body}`;
  const key = `${source}\u0000${params.map((p) => JSON.stringify(scope[p] ?? null)).join('\u0000')}`;
  const known = functions.get(key);
  if (known !== undefined) return known;
  let fn: unknown;
  try {
    fn = evaluate(source, definitionContext(params.filter((p) => p !== IN), scope)).value;
  } catch (e) {
    const pos = (e as { position?: { from: number; to: number } }).position;
    const prefix = source.length - body.length + at;
    const from = Math.max(0, Math.min(original.length, (pos?.from ?? prefix) - prefix));
    const to = Math.max(from, Math.min(original.length, (pos?.to ?? prefix) - prefix));
    throw new FeelSyntaxProblem(e instanceof Error ? e.message : String(e), original, from, to);
  }
  if (fn === null || typeof fn !== 'object' || typeof (fn as FeelFunction).fn !== 'function') {
    throw new FeelSyntaxProblem('expression does not parse', original, 0, original.length);
  }
  if (functions.size >= MAX_FUNCTIONS) functions.clear();
  functions.set(key, fn as FeelFunction);
  return fn as FeelFunction;
}

function argsOf(names: string[], env: Env): unknown[] {
  const a = new Array<unknown>(names.length);
  for (let i = 0; i < names.length; i++) a[i] = env[names[i] as string] ?? null;
  return a;
}

function plainEnv(env: Env): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const k in env) o[k] = env[k];
  return o;
}

/** A FEEL expression compiled for a scope; a syntax error → FeelSyntaxProblem with the position in `text`. */
export function compileExpression(text: string, scope: Scope): CompiledExpression {
  const trimmed = text.trim();
  if (trimmed === '') return Object.assign(() => null, { text });
  const names = namesUsed(trimmed, scope);
  const uncached = (env: Env): unknown => evaluate(trimmed, plainEnv(env)).value;
  // a constant, or a name (an input expression): no parse needed, the same value as FEEL gives
  const constant = constantValue(trimmed);
  if (constant !== undefined) return Object.assign((env: Env) => (uncachedOnly ? uncached(env) : constant), { text });
  if (names.length === 1 && names[0] === trimmed && !trimmed.includes('.')) {
    return Object.assign((env: Env) => (uncachedOnly ? uncached(env) : (env[trimmed] ?? null)), { text });
  }
  const fn = defineFunction(names, trimmed, scope, -text.indexOf(trimmed), text);
  const run = (env: Env): unknown => (uncachedOnly ? uncached(env) : fn.fn(...argsOf(names, env)));
  return Object.assign(run, { text });
}

/** One part of a unary-tests cell as an expression, or null when it is test syntax only (`< 5`, `[1..2]` alike). */
function expressionOrNull(params: string[], part: string, scope: Scope): FeelFunction | null {
  try {
    return defineFunction(params, `(${part})`, scope, 1, part);
  } catch {
    return null;
  }
}

function evaluateOrNull(text: string, env: Env): unknown {
  try {
    return evaluate(`(${text})`, env).value;
  } catch {
    return null;
  }
}

/** `?` outside strings replaced by the input parameter; null when the text has none. */
function rewriteQuestionMark(text: string): string | null {
  let out = '';
  let found = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else if (c === '?') {
      out += IN;
      found = true;
    } else out += c;
  }
  return found ? out : null;
}

/** The inner tests of a whole-entry `not( … )`, or null. */
function negated(text: string): string | null {
  if (!/^not\s*\(/.test(text) || !text.endsWith(')')) return null;
  const inner = text.slice(text.indexOf('(') + 1, -1);
  return splitTopLevel(`(${inner})`).length === 1 && balanced(inner) ? inner : null;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const part of splitTopLevel(text).join(',')) {
    if (part === '(' || part === '[' || part === '{') depth++;
    else if (part === ')' || part === ']' || part === '}') if (--depth < 0) return false;
  }
  return depth === 0;
}

/** A unary-tests cell compiled for a scope. */
export function compileTests(text: string, scope: Scope): CompiledTests {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return Object.assign(() => true, { text, always: true });
  const offset = text.indexOf(trimmed);
  const inner = negated(trimmed);
  const body = inner ?? trimmed;
  const bodyOffset = offset + (inner === null ? 0 : trimmed.indexOf('(') + 1);
  const names = namesUsed(body, scope);
  const params = [IN, ...names.filter((n) => n !== IN)];
  const fallback = (input: unknown, env: Env): boolean => unaryTest(trimmed, { ...plainEnv(env), '?': input }).value === true;
  let positive: (input: unknown, args: unknown[]) => boolean | null;
  const withMark = rewriteQuestionMark(body);
  const native = withMark === null ? nativeTest(body) : null;
  if (withMark === null) {
    // a cell simple enough to answer natively is parsed only when a list, date or null input needs feelin
    let fn: FeelFunction | null = native === null ? defineFunction(params, `${IN} in (${body})`, scope, WRAP - bodyOffset, text) : null;
    positive = (input, args) => {
      fn ??= defineFunction(params, `${IN} in (${body})`, scope, WRAP - bodyOffset, text);
      const r: unknown = fn.fn(input, ...args);
      return typeof r === 'boolean' ? r : null;
    };
  } else {
    let at = bodyOffset;
    const parts = splitTopLevel(body).map((part) => {
      const partOffset = at;
      at += part.length + 1;
      const rewritten = rewriteQuestionMark(part);
      return rewritten === null
        ? { mark: false, fn: defineFunction(params, `${IN} in (${part})`, scope, WRAP - partOffset, text) }
        : { mark: true, fn: defineFunction(params, `(${rewritten})`, scope, 1 - partOffset, text) };
    });
    positive = (input, args) => {
      let unknown = false;
      for (const p of parts) {
        const r: unknown = p.fn.fn(input, ...args);
        if (r === true) return true;
        if (typeof r !== 'boolean' && !p.mark) unknown = true;
      }
      return unknown ? null : false;
    };
  }
  // null from `in`: for a null input feelin's own unaryTest decides (`null`, `not(null)`); values that do
  // not compare are not in the tests
  const decide = (r: unknown, input: unknown, env: Env): boolean => {
    if (typeof r !== 'boolean' && input === null) return fallback(input, env);
    const inTests = r === true;
    return inner === null ? inTests : !inTests;
  };
  // DMN 1.5 §7.3.2: a test whose value is a list is satisfied by an input equal to that list, besides
  // an input that is one of its items (`in` alone answers only the latter); compiled on a first list input
  let listParts: FeelFunction[] | null = null;
  const equalsListPart = (input: unknown[], env: Env): boolean => {
    if (uncachedOnly) return splitTopLevel(body).some((part) => valueEquals(input, evaluateOrNull(part, plainEnv(env))));
    listParts ??= splitTopLevel(body).flatMap((part) => expressionOrNull(params, part, scope) ?? []);
    const args = argsOf(names, env);
    return listParts.some((fn) => {
      const v: unknown = fn.fn(input, ...args);
      return Array.isArray(v) && valueEquals(input, v);
    });
  };
  const uncached = (input: unknown, env: Env): boolean => {
    if (withMark !== null) return fallback(input, env);
    return decide(evaluate(`${IN} in (${body})`, { ...plainEnv(env), [IN]: input }).value, input, env);
  };
  // numbers, strings and booleans natively when the cell is that simple; lists, dates, contexts and null through feelin
  const run = (input: unknown, env: Env): boolean => {
    if (withMark === null && Array.isArray(input) && equalsListPart(input, env)) return inner === null;
    if (uncachedOnly) return uncached(input, env);
    if (native !== null && input !== null && typeof input !== 'object') return decide(native(input), input, env);
    return decide(positive(input, argsOf(names, env)), input, env);
  };
  return Object.assign(run, { text, always: false });
}
