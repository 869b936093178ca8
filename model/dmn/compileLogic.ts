import { FeelFunction } from 'feelin';
import type { BoxedNode } from './boxedNodes';
import { compileTable, type Evaluator, type Run, type TableCompiler } from './decisionTable';
import type { DmnLogic } from './dmnModel';
import type { Env, Scope } from './feelCache';

/**
 * Boxed expressions compiled to evaluators (DMN 1.5 ch. 10): literal expressions, decision tables,
 * contexts (entries see the earlier ones; nested at any depth), invocations (bindings by parameter name),
 * lists, relations and function definitions. A value that does not conform to its typeRef becomes null.
 */
export interface LogicCompiler extends TableCompiler {
  /** The run of the evaluation in progress (for functions called from FEEL). */
  currentRun(): Run;
}

/** Adds a name to a scope; `a.b` (a BKM parameter named with a path, TCK 0037) nests under `a`. */
export function scopeWith(scope: Scope, name: string, shape: unknown): Scope {
  const dot = name.indexOf('.');
  if (dot < 0) return { ...scope, [name]: shape };
  const head = name.slice(0, dot);
  const inner = scope[head];
  const base: Scope = inner !== null && typeof inner === 'object' ? (inner as Scope) : {};
  return { ...scope, [head]: scopeWith(base, name.slice(dot + 1), shape) };
}

/** Sets a name in an environment, nesting a path name as `scopeWith` does. */
export function setName(env: Env, name: string, value: unknown): void {
  const dot = name.indexOf('.');
  if (dot < 0) {
    env[name] = value;
    return;
  }
  const head = name.slice(0, dot);
  const inner = Object.prototype.hasOwnProperty.call(env, head) ? env[head] : null;
  const base: Env = inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Env) : {};
  setName(base, name.slice(dot + 1), value);
  env[head] = base;
}

export function nodeOfLogic(logic: DmnLogic): BoxedNode {
  if (logic.kind === 'table') return logic;
  if (logic.kind === 'literal') return { kind: 'literal', id: logic.id, text: logic.text, typeRef: logic.typeRef };
  return logic.node as BoxedNode;
}

/** A function value whose body runs with its parameters bound over a base environment. */
export function functionValue(params: Array<{ name: string; typeRef: string | null }>, body: Evaluator, base: Env, c: LogicCompiler): FeelFunction {
  const names = params.map((p) => p.name);
  const plain = names.every((n) => !n.includes('.'));
  return new FeelFunction((...args: unknown[]) => {
    const env: Env = Object.create(base) as Env;
    for (let i = 0; i < params.length; i++) {
      const p = params[i]!;
      const v = p.typeRef === null ? (args[i] ?? null) : c.types.conformOrNull(args[i] ?? null, p.typeRef);
      if (plain) env[p.name] = v;
      else setName(env, p.name, v);
    }
    return body(env, c.currentRun());
  }, names);
}

function functionScope(scope: Scope, params: Array<{ name: string }>): Scope {
  let s = scope;
  for (const p of params) s = scopeWith(s, p.name, null);
  return s;
}

export function compileNode(node: BoxedNode | null, scope: Scope, c: LogicCompiler): Evaluator {
  if (node === null) return () => null;
  switch (node.kind) {
    case 'literal': {
      const expr = c.expression(node.text, scope, { what: 'literal' });
      const typeRef = node.typeRef;
      return typeRef === null ? (env) => expr(env) ?? null : (env) => c.types.conformOrNull(expr(env) ?? null, typeRef);
    }
    case 'table':
      return compileTable(node, scope, c);
    case 'context': {
      let s = scope;
      const entries = node.entries.map((e) => {
        const ev = compileNode(e.value, s, c);
        if (e.name !== null) s = scopeWith(s, e.name, null);
        return { name: e.name, plain: e.name !== null && !e.name.includes('.'), typeRef: e.typeRef, ev };
      });
      const typeRef = node.typeRef;
      return (env, run) => {
        const child: Env = Object.create(env) as Env;
        const out: Record<string, unknown> = {};
        let result: unknown = undefined;
        for (const e of entries) {
          const raw = e.ev(child, run) ?? null;
          const v = e.typeRef === null ? raw : c.types.conformOrNull(raw, e.typeRef);
          if (e.name === null) result = v;
          else {
            if (e.plain) child[e.name] = v;
            else setName(child, e.name, v);
            out[e.name] = v;
          }
        }
        return c.types.conformOrNull(result === undefined ? out : result, typeRef);
      };
    }
    case 'invocation': {
      const called = c.expression(node.called, scope, { what: 'invocation' });
      const bindings = node.bindings.map((b) => ({ name: b.name, ev: compileNode(b.value, scope, c) }));
      const typeRef = node.typeRef;
      return (env, run) => {
        const fn = called(env);
        if (!(fn instanceof FeelFunction)) {
          run.warnings.push(`Функция «${node.called}» не найдена`);
          return null;
        }
        const named: Record<string, unknown> = {};
        for (const b of bindings) named[b.name] = b.ev(env, run) ?? null;
        const args = fn.parameterNames.map((p) => named[p] ?? null);
        return c.types.conformOrNull((fn.fn(...args) as unknown) ?? null, typeRef);
      };
    }
    case 'list': {
      const items = node.items.map((x) => compileNode(x, scope, c));
      return (env, run) => items.map((x) => x(env, run) ?? null);
    }
    case 'relation': {
      const rows = node.rows.map((r) => r.map((x) => compileNode(x, scope, c)));
      return (env, run) =>
        rows.map((r) => {
          const o: Record<string, unknown> = {};
          node.columns.forEach((col, i) => (o[col] = r[i]?.(env, run) ?? null));
          return o;
        });
    }
    case 'function': {
      const body = compileNode(node.body, functionScope(scope, node.params), c);
      return (env) => functionValue(node.params, body, env, c);
    }
  }
}
