import { evaluate } from 'feelin';
import type { MatchedRule } from '../../realtime/protocol/dmn';
import { DmnError } from './dmnError';
import type { DmnColumn, DmnDecisionTable, DmnRule } from './dmnModel';
import type { CompiledExpression, CompiledTests, Env, Scope } from './feelCache';
import type { TypeChecks } from './dmnTypes';
import { toJsonValue } from './dmnValues';
import { typeWord } from './tableChecks';
import { compareValues, valueEquals } from './valueEquality';

/** What an evaluation collects besides the value: matched rules of the decision being evaluated, warnings, strictness. */
export interface Run {
  rules: MatchedRule[];
  warnings: string[];
  strictInputs: boolean;
}
export type Evaluator = (env: Env, run: Run) => unknown;

export interface TableCompiler {
  types: TypeChecks;
  expression(text: string, scope: Scope, where: { ruleIndex?: number; column?: DmnColumn; what: string }): CompiledExpression;
  tests(text: string, scope: Scope, where: { ruleIndex?: number; column?: DmnColumn; what: string }): CompiledTests;
  decisionId: string;
}

interface CompiledRule {
  rule: DmnRule;
  tests: CompiledTests[];
  outputs: CompiledExpression[];
}

/** The outputValues list of a column as values (for PRIORITY and OUTPUT ORDER), or null. */
function priorityList(column: DmnColumn): unknown[] | null {
  if (column.allowedValues === null || column.allowedValues.trim() === '') return null;
  try {
    const v = evaluate(`[${column.allowedValues}]`).value;
    return Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

const columnName = (c: DmnColumn) => (c.label.trim() !== '' ? c.label : c.text);

/** A decision table compiled: inputs, rules and the hit policy (DMN 1.5 §8.2.10–8.2.11). */
export function compileTable(table: DmnDecisionTable, scope: Scope, compiler: TableCompiler): Evaluator {
  const c = { ...compiler, decisionId: compiler.decisionId };
  const inputs = table.inputs.map((column) => ({
    column,
    expr: c.expression(column.text, scope, { column, what: 'input' }),
    allowed: column.allowedValues !== null && column.allowedValues.trim() !== '' ? c.tests(column.allowedValues, {}, { column, what: 'inputValues' }) : null,
  }));
  const outputs = table.outputs.map((column) => ({
    column,
    allowed: column.allowedValues !== null && column.allowedValues.trim() !== '' ? c.tests(column.allowedValues, {}, { column, what: 'outputValues' }) : null,
    priorities: priorityList(column),
  }));
  const rules: CompiledRule[] = table.rules.map((rule) => ({
    rule,
    tests: table.inputs.map((column, i) => c.tests(rule.inputEntries[i] ?? '-', scope, { ruleIndex: rule.index, column, what: 'inputEntry' })),
    outputs: table.outputs.map((column, i) => c.expression(rule.outputEntries[i] ?? '', scope, { ruleIndex: rule.index, column, what: 'outputEntry' })),
  }));
  const defaults = table.defaults.map((text, i) => (text === null || text.trim() === '' ? null : c.expression(text, scope, { column: table.outputs[i], what: 'default' })));
  const hasDefault = defaults.some((d) => d !== null);
  const single = table.outputs.length === 1;
  const names = table.outputs.map((o) => o.text);
  const multiHit = table.hitPolicy === 'RULE ORDER' || table.hitPolicy === 'OUTPUT ORDER' || table.hitPolicy === 'COLLECT';

  const conformOutput = (v: unknown, i: number): unknown => {
    const o = outputs[i];
    if (o === undefined || v === null) return v;
    let value = c.types.conformOrNull(v, o.column.typeRef);
    if (value !== null && o.allowed !== null && !o.allowed(value, {})) value = null;
    return value;
  };
  const shape = (values: unknown[]): unknown => {
    if (single) return values[0] ?? null;
    const o: Record<string, unknown> = {};
    names.forEach((n, i) => (o[n] = values[i] ?? null));
    return o;
  };
  const outputsOf = (r: CompiledRule, env: Env): unknown[] => r.outputs.map((e, i) => conformOutput(e(env) ?? null, i));
  const priorityKey = (values: unknown[]): number[] =>
    outputs.map((o, i) => {
      if (o.priorities === null) return 0;
      const at = o.priorities.findIndex((p) => valueEquals(p, values[i]));
      return at < 0 ? o.priorities.length : at;
    });
  const byPriority = (a: { key: number[] }, b: { key: number[] }) => {
    for (let i = 0; i < a.key.length; i++) if ((a.key[i] ?? 0) !== (b.key[i] ?? 0)) return (a.key[i] ?? 0) - (b.key[i] ?? 0);
    return 0;
  };
  const report = (run: Run, matched: CompiledRule[]) => {
    for (const m of matched) run.rules.push({ ruleId: m.rule.id, index: m.rule.index });
  };
  const noMatch = (env: Env): unknown => {
    if (!hasDefault) return null;
    const v = shape(defaults.map((d, i) => conformOutput(d === null ? null : (d(env) ?? null), i)));
    // a list-giving policy gives the default as a one-element list; an aggregation gives it as is
    return multiHit && table.aggregation === null ? [v] : v;
  };

  return (env, run) => {
    const values = new Array<unknown>(inputs.length);
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      const v = input.expr(env) ?? null;
      if (run.strictInputs && v !== null && !c.types.isOfType(v, input.column.typeRef)) {
        throw new DmnError(`Значение «${String(toJsonValue(v))}» не подходит для столбца «${columnName(input.column)}» (${typeWord(input.column.typeRef)})`, {
          decisionId: c.decisionId,
          columnId: input.column.id,
        });
      }
      if (input.allowed !== null && v !== null && !input.allowed(v, {})) {
        run.warnings.push(`Значение «${String(v)}» не входит в допустимые значения столбца «${columnName(input.column)}»`);
        return null;
      }
      values[i] = v;
    }
    const matched: CompiledRule[] = [];
    rules: for (const r of rules) {
      for (let i = 0; i < r.tests.length; i++) {
        const t = r.tests[i]!;
        if (!t.always && !t(values[i], env)) continue rules;
      }
      matched.push(r);
      if (table.hitPolicy === 'FIRST') break;
    }
    if (matched.length === 0) return noMatch(env);
    switch (table.hitPolicy) {
      case 'UNIQUE':
        if (matched.length > 1) {
          const idx = matched.map((m) => m.rule.index);
          throw new DmnError(`Правила ${idx.join(' и ')} пересекаются при политике Unique`, { decisionId: c.decisionId, ruleIndexes: idx });
        }
        report(run, matched);
        return shape(outputsOf(matched[0]!, env));
      case 'FIRST':
        report(run, [matched[0]!]);
        return shape(outputsOf(matched[0]!, env));
      case 'ANY': {
        const all = matched.map((m) => shape(outputsOf(m, env)));
        const differs = all.findIndex((v) => !valueEquals(v, all[0]));
        if (differs > 0) {
          const idx = [matched[0]!.rule.index, matched[differs]!.rule.index];
          throw new DmnError(`Правила ${idx.join(' и ')} дают разные результаты при политике Any`, { decisionId: c.decisionId, ruleIndexes: idx });
        }
        report(run, matched);
        return all[0];
      }
      case 'PRIORITY': {
        const ranked = matched.map((m) => ({ m, values: outputsOf(m, env), key: [] as number[] }));
        for (const x of ranked) x.key = priorityKey(x.values);
        ranked.sort(byPriority);
        report(run, [ranked[0]!.m]);
        return shape(ranked[0]!.values);
      }
      case 'RULE ORDER':
        report(run, matched);
        return matched.map((m) => shape(outputsOf(m, env)));
      case 'OUTPUT ORDER': {
        const ranked = matched.map((m) => ({ m, values: outputsOf(m, env), key: [] as number[] }));
        for (const x of ranked) x.key = priorityKey(x.values);
        ranked.sort(byPriority);
        report(run, ranked.map((x) => x.m));
        return ranked.map((x) => shape(x.values));
      }
      case 'COLLECT': {
        report(run, matched);
        const all = matched.map((m) => shape(outputsOf(m, env)));
        return aggregate(table.aggregation, all);
      }
    }
  };
}

function aggregate(aggregation: DmnDecisionTable['aggregation'], all: unknown[]): unknown {
  if (aggregation === null) return all;
  if (aggregation === 'COUNT') return all.length;
  const values = all.filter((v) => v !== null);
  if (values.length === 0) return null;
  if (aggregation === 'SUM') {
    if (!values.every((v) => typeof v === 'number')) return null;
    return (values as number[]).reduce((s, v) => s + v, 0);
  }
  let best = values[0];
  for (const v of values.slice(1)) {
    const d = compareValues(v, best);
    if ((aggregation === 'MIN' && d < 0) || (aggregation === 'MAX' && d > 0)) best = v;
  }
  return best;
}
