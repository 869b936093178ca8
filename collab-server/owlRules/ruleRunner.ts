import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { RULE_RESULT_ROWS, type RuleCell, type RuleKind, type RuleStructure, type RunOwlRuleAnswer } from '../../realtime/protocol/owlRules';
import { checkRule } from '../../model/owlRules/checkRule';
import { deriveFacts, TooManyBindings, type Derivation } from '../../model/owlRules/ruleEvaluation';
import type { LiteralValue } from '../../model/owlRules/swrlAst';
import { invalid } from '../problems';
import { loadOntologyIndex } from './ontologyIndexLoader';
import { loadRuleFacts, loadStatedValues } from './ruleFactsLoader';
import { refusedRule, RULE_MESSAGES } from './ruleProblems';

/**
 * Runs a rule (saved or a draft) over the store's data and answers the first 50 rows of what it
 * derives (domain spec §9): one row per derived fact, the rule's variables as columns, then the fact.
 */

export type RunInput = { name: string; swrl: string; structure: RuleStructure | null; kind: RuleKind; ruleId: string | null; params: Record<string, string | number | boolean> };

export async function runRule(db: Kysely<Database>, input: RunInput): Promise<RunOwlRuleAnswer> {
  const index = await loadOntologyIndex(db, [input.swrl]);
  const checked = checkRule({ swrl: input.swrl, structure: input.structure, kind: input.kind }, index);
  if (!checked.ok) throw refusedRule(checked.problems);
  const rule = checked.rule;
  const missing = rule.params.filter((p) => !(p in input.params));
  if (missing.length) throw invalid(RULE_MESSAGES.missingParam(missing));
  const params = new Map<string, LiteralValue>(rule.params.map((p) => [p, input.params[p] as LiteralValue]));
  const facts = await loadRuleFacts(db, rule, input.ruleId);
  const stated = input.kind === 'defaultValue' ? await loadStatedValues(db, rule) : new Map<string, Set<string>>();
  let derived: Derivation[];
  try {
    derived = deriveFacts(rule, input.kind, facts, stated, params);
  } catch (error) {
    if (error instanceof TooManyBindings) throw invalid(RULE_MESSAGES.tooMany(input.name));
    throw error;
  }
  derived.sort((a, b) => (a.fact.inst < b.fact.inst ? -1 : a.fact.inst > b.fact.inst ? 1 : 0));
  const page = derived.slice(0, RULE_RESULT_ROWS);
  const vars = [...rule.vars].filter(([v]) => !rule.params.includes(v));
  const instanceIds = new Set<string>();
  for (const d of page) {
    instanceIds.add(d.fact.inst);
    if (d.fact.kind === 'link') instanceIds.add(d.fact.target);
    if (d.fact.kind === 'member') instanceIds.add(d.fact.classId);
    for (const [v, t] of vars) if (t === 'instance' && d.binding.has(v)) instanceIds.add(String(d.binding.get(v)));
  }
  const names = new Map((instanceIds.size ? await db.selectFrom('instances').select(['id', 'name']).where('id', 'in', [...instanceIds]).execute() : []).map((r) => [r.id, r.name]));
  const link = (id: string): RuleCell => ({ id, name: names.get(id) ?? id });
  const head = rule.head.map((h) => h.text).join(' ^ ');
  return {
    columns: [...vars.map(([v, t]) => ({ key: v, name: `?${v}`, kind: t === 'instance' ? ('instance' as const) : ('value' as const) })), { key: '=>', name: head, kind: 'derived' as const }],
    rows: page.map((d) => {
      const cells: Record<string, RuleCell> = {};
      for (const [v, t] of vars) {
        const value = d.binding.get(v);
        cells[v] = value === undefined ? null : t === 'instance' ? link(String(value)) : value;
      }
      const f = d.fact;
      cells['=>'] = f.kind === 'member' ? link(f.classId) : f.kind === 'link' ? link(f.target) : f.value;
      return { subject: { id: f.inst, name: names.get(f.inst) ?? f.inst }, cells };
    }),
    total: derived.length,
    head,
  };
}
