import type { FeelFunction } from 'feelin';
import type { EvaluateAnswer, MatchedRule } from '../../realtime/protocol/dmn';
import { compileNode, functionValue, nodeOfLogic, scopeWith, setName, type LogicCompiler } from './compileLogic';
import type { Evaluator, Run } from './decisionTable';
import { DmnError } from './dmnError';
import type { DmnColumn, DmnDecision, DmnModel } from './dmnModel';
import { typeChecks } from './dmnTypes';
import { toJsonValue } from './dmnValues';
import { freeInputNames } from './freeInputs';
import { jsonInputs } from './jsonInputs';
import { compileExpression, compileTests, FeelSyntaxProblem, type Env, type Scope } from './feelCache';
import { checkLiteralTypes, typeWord } from './tableChecks';
import { requirementOrder } from './requirementOrder';

export type EvaluateOutcome = Omit<EvaluateAnswer, 'context'>;
export interface EvaluateOptions {
  strictInputs?: boolean;
  /** Keep FEEL values (dates, durations as feelin objects) instead of JSON — the TCK runner compares these. */
  feelValues?: boolean;
}
export interface CompiledDmn {
  model: DmnModel;
  evaluate(decision: string | undefined, context: Record<string, unknown>, options?: EvaluateOptions): EvaluateOutcome;
}
/** What compileDmn gives: the contract's CompiledDmn plus the knowledge models as FEEL functions (for importing models). */
export interface CompiledModel extends CompiledDmn {
  knowledge: Record<string, FeelFunction>;
}
/** Models a model imports, by namespace (TCK 0086: models of the same folder). */
export interface CompileOptions {
  imports?: Record<string, DmnModel>;
}

const WHAT = { input: 'входное выражение', inputValues: 'допустимые значения', outputValues: 'допустимые значения', inputEntry: 'условие', outputEntry: 'результат', default: 'значение по умолчанию', literal: 'выражение', invocation: 'вызов', allowed: 'допустимые значения' } as const;

/** Parses every FEEL expression once, checks syntax, requirement cycles and literal entry types; DmnError otherwise. */
export function compileDmn(model: DmnModel, options: CompileOptions = {}): CompiledModel {
  const typesModel: DmnModel = { ...model, itemDefinitions: { ...model.itemDefinitions } };
  const importValues: Record<string, Record<string, unknown>> = {};
  for (const imp of model.imports ?? []) {
    const other = options.imports?.[imp.namespace];
    if (other === undefined) continue;
    for (const [name, def] of Object.entries(other.itemDefinitions)) typesModel.itemDefinitions[`${imp.name}.${name}`] = def;
    importValues[imp.name] = { ...compileDmn(other, options).knowledge };
  }
  const types = typeChecks(typesModel);
  const fromJson = jsonInputs(typesModel);
  const inputs = model.inputData.map((i) => ({ ...i, convert: fromJson(i.typeRef) }));
  const state: { run: Run } = { run: { rules: [], warnings: [], strictInputs: false } };
  let decisionId = '';
  let ownerName = '';
  const problem = (e: unknown, where: { ruleIndex?: number; column?: DmnColumn; what: string }): never => {
    if (!(e instanceof FeelSyntaxProblem)) throw e;
    const parts = [where.ruleIndex !== undefined ? `в правиле ${where.ruleIndex}` : `в решении «${ownerName}» (${WHAT[where.what as keyof typeof WHAT] ?? where.what})`];
    if (where.column !== undefined) parts.push(`столбец «${where.column.label.trim() !== '' ? where.column.label : where.column.text}»`);
    throw new DmnError(`Синтаксическая ошибка FEEL ${parts.join(', ')}: «${e.expression}», позиция ${e.from + 1}`, {
      decisionId,
      ...(where.ruleIndex !== undefined ? { ruleIndexes: [where.ruleIndex] } : {}),
      ...(where.column !== undefined ? { columnId: where.column.id } : {}),
      expression: e.expression,
      from: e.from,
      to: e.to,
    });
  };
  const c: LogicCompiler = {
    types,
    get decisionId() {
      return decisionId;
    },
    expression: (text, scope, where) => {
      try {
        return compileExpression(text, scope);
      } catch (e) {
        return problem(e, where);
      }
    },
    tests: (text, scope, where) => {
      try {
        return compileTests(text, scope);
      } catch (e) {
        return problem(e, where);
      }
    },
    currentRun: () => state.run,
  };

  const shapeOf = (typeRef: string | null, depth = 0): unknown => {
    const def = typeRef === null ? undefined : typesModel.itemDefinitions[typeRef];
    if (def === undefined || depth > 8 || def.components.length === 0 || def.isCollection) return null;
    const o: Record<string, unknown> = {};
    for (const comp of def.components) o[comp.name] = comp.components.length > 0 ? shapeOf(comp.name, depth + 1) : null;
    return o;
  };
  const byId = new Map<string, DmnDecision>(model.decisions.map((d) => [d.id, d]));
  const bkmById = new Map(model.knowledgeModels.map((k) => [k.id, k]));
  const order = requirementOrder(model);

  // knowledge models: FEEL functions over their required knowledge, built once
  const knowledge: Record<string, FeelFunction> = {};
  const bkmEnv: Env = {};
  let bkmScope: Scope = {};
  for (const [prefix, values] of Object.entries(importValues)) {
    bkmEnv[prefix] = values;
    bkmScope = scopeWith(bkmScope, prefix, Object.fromEntries(Object.keys(values).map((k) => [k, null])));
  }
  for (const k of model.knowledgeModels) bkmScope = scopeWith(bkmScope, k.name, null);
  for (const k of model.knowledgeModels) {
    decisionId = k.id;
    ownerName = k.name;
    let scope = bkmScope;
    for (const p of k.parameters) scope = scopeWith(scope, p.name, shapeOf(p.typeRef));
    const body = k.logic === null ? () => null : compileNode(nodeOfLogic(k.logic), scope, c);
    if (k.logic?.kind === 'table') checkLiteralTypes(k.logic, k.id);
    knowledge[k.name] = functionValue(k.parameters, body, bkmEnv, c);
    bkmEnv[k.name] = knowledge[k.name];
  }

  // decisions: every input data name, the required decisions and knowledge, imports
  let baseScope: Scope = {};
  for (const i of model.inputData) baseScope = scopeWith(baseScope, i.name, shapeOf(i.typeRef));
  const free = [...freeInputNames(model)].map(([name, typeRef]) => ({ name, typeRef, convert: fromJson(typeRef) }));
  for (const f of free) baseScope = scopeWith(baseScope, f.name, null);
  for (const [prefix, values] of Object.entries(importValues)) baseScope = scopeWith(baseScope, prefix, Object.fromEntries(Object.keys(values).map((k) => [k, null])));
  const logic = new Map<string, Evaluator>();
  const open = new Map<string, { scope: Scope; byNames: Map<string, Evaluator> }>();
  for (const d of model.decisions) {
    decisionId = d.id;
    ownerName = d.name;
    let scope = baseScope;
    for (const r of d.requiredDecisions) {
      const req = byId.get(r);
      if (req !== undefined) scope = scopeWith(scope, req.name, shapeOf(req.typeRef));
    }
    for (const r of d.requiredKnowledge) {
      const k = bkmById.get(r);
      if (k !== undefined) scope = scopeWith(scope, k.name, null);
    }
    if (d.logic?.kind === 'table') checkLiteralTypes(d.logic, d.id);
    if (d.logic !== null) logic.set(d.id, compileNode(nodeOfLogic(d.logic), scope, c));
    if (d.logic !== null && d.requiredInputs.length === 0) open.set(d.id, { scope, byNames: new Map() });
  }
  decisionId = '';

  // a decision without input data requirements (made in dmn-js, e.g. a literal `age * 2`) reads whatever
  // names the context gives: compiled again for those names, once per set of names
  const logicFor = (d: DmnDecision, context: Record<string, unknown>): Evaluator | undefined => {
    const base = logic.get(d.id);
    const o = open.get(d.id);
    if (base === undefined || o === undefined || d.logic === null) return base;
    const extra = Object.keys(context).filter((k) => !(k in o.scope));
    if (extra.length === 0) return base;
    const key = extra.sort().join('\u0000');
    let ev = o.byNames.get(key);
    if (ev === undefined) {
      let scope = o.scope;
      for (const k of extra) scope = scopeWith(scope, k, null);
      decisionId = d.id;
      ownerName = d.name;
      ev = compileNode(nodeOfLogic(d.logic), scope, c);
      if (o.byNames.size >= 100) o.byNames.clear();
      o.byNames.set(key, ev);
    }
    return ev;
  };

  const find = (decision: string | undefined): DmnDecision => {
    const d = decision === undefined ? model.decisions[0] : (byId.get(decision) ?? model.decisions.find((x) => x.name === decision));
    if (d === undefined) throw new DmnError(decision === undefined ? 'В модели нет решений' : `Решение «${decision}» не найдено в модели`);
    return d;
  };

  const evaluate = (decision: string | undefined, context: Record<string, unknown>, opts: EvaluateOptions = {}): EvaluateOutcome => {
    const target = find(decision);
    const strict = opts.strictInputs === true;
    const env: Env = Object.create(bkmEnv) as Env;
    for (const k in context) setName(env, k, context[k]);
    const warnings: string[] = [];
    for (const i of inputs) {
      const raw = i.convert(context[i.name] ?? null);
      if (strict && raw !== null && !types.isOfType(raw, i.typeRef)) {
        throw new DmnError(`Значение «${String(toJsonValue(raw))}» не подходит для входных данных «${i.name}» (${typeWord(i.typeRef)})`);
      }
      const v = types.conformOrNull(raw, i.typeRef);
      if (raw !== null && v === null) warnings.push(`Значение входных данных «${i.name}» не соответствует типу ${i.typeRef}`);
      setName(env, i.name, v);
    }
    for (const f of free) if (f.name in context) env[f.name] = f.convert(context[f.name]);
    const outcomes: EvaluateOutcome['decisions'] = [];
    const done = new Set<string>();
    const evalDecision = (d: DmnDecision): void => {
      if (done.has(d.id)) return;
      done.add(d.id);
      for (const r of order.get(d.id) ?? []) {
        const req = byId.get(r);
        if (req !== undefined) evalDecision(req);
      }
      const ev = logicFor(d, context);
      const rules: MatchedRule[] = [];
      state.run = { rules, warnings, strictInputs: strict };
      let value: unknown;
      if (ev === undefined) value = fromJson(d.typeRef)(context[d.name] ?? null);
      else value = ev(env, state.run) ?? null;
      value = types.conformOrNull(value, d.typeRef);
      setName(env, d.name, value);
      outcomes.push({ decisionId: d.id, name: d.name, value: opts.feelValues === true ? value : toJsonValue(value), matchedRules: rules });
    };
    try {
      evalDecision(target);
    } catch (e) {
      if (e instanceof DmnError) throw e;
      throw new DmnError(`Ошибка вычисления решения «${target.name}»: ${e instanceof Error ? e.message : String(e)}`, { decisionId: target.id });
    }
    const mine = outcomes.find((o) => o.decisionId === target.id);
    return { decisionId: target.id, name: target.name, value: mine?.value ?? null, decisions: outcomes, warnings };
  };

  return { model, evaluate, knowledge };
}
