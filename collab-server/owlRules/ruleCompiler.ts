import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { RuleKind, RuleProblem, RuleStructure } from '../../realtime/protocol/owlRules';
import { checkRule, type CheckedRule } from '../../model/owlRules/checkRule';
import { cycleMessage, findRuleCycle, type RuleDeps } from '../../model/owlRules/ruleRecursion';
import { loadOntologyIndex } from './ontologyIndexLoader';
import { listRuleRows, readsOf, writesOf, type CompiledRule } from './ruleRepository';

/**
 * A rule checked against the store: its SWRL typed against the ontology as it stands, its kind
 * fitting its head, and no cycle with the enabled rules it joins. What it reads includes the
 * subclasses of the classes it names, so a rule writing a subclass is seen to feed it.
 */

export type StoreCheck = { checked: CheckedRule; reads: string[]; writes: string[]; problems: RuleProblem[] };

async function withSubclasses(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('class_closure').select('descendant').where('ancestor', 'in', ids).execute();
  return [...new Set([...ids, ...rows.map((r) => r.descendant)])];
}

export async function checkAgainstStore(
  db: Kysely<Database>,
  input: { swrl: string; structure: RuleStructure | null; kind?: RuleKind; ruleId: string | null; name?: string; enabled?: boolean },
): Promise<StoreCheck> {
  const index = await loadOntologyIndex(db, [input.swrl]);
  const checked = checkRule({ swrl: input.swrl, structure: input.structure, kind: input.kind }, index);
  if (!checked.ok) return { checked, reads: [], writes: [], problems: checked.problems };
  const reads = await withSubclasses(db, checked.rule.reads);
  const writes = checked.rule.writes;
  if (input.enabled === false) return { checked, reads, writes, problems: [] };
  const others: RuleDeps[] = (await listRuleRows(db, false)).filter((r) => r.enabled && r.id !== input.ruleId).map((r) => ({ id: r.id, name: r.name, reads: readsOf(r), writes: writesOf(r) }));
  const cycle = findRuleCycle([{ id: input.ruleId, name: input.name ?? 'новое правило', reads, writes, directReads: checked.rule.reads }, ...others]);
  const problems: RuleProblem[] = cycle ? [{ code: 'recursion', message: cycleMessage(cycle), rules: cycle.map((r) => ({ id: r.id, name: r.name })) }] : [];
  return { checked, reads, writes, problems };
}

export const compiledOf = (check: StoreCheck): CompiledRule => ({ swrl: check.checked.swrl, structure: check.checked.structure, reads: check.reads, writes: check.writes });
