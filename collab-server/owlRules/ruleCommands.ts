import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { OwlRule, SaveOwlRule } from '../../realtime/protocol/owlRules';
import { appendChangeLog, writeOntology, type WriteRecorder } from '../ontologyStore';
import { loadAccessTo } from '../access';
import { ruleObject } from './ruleGuard';
import { checkAgainstStore, compiledOf } from './ruleCompiler';
import { maintainAfterRuleChange } from './ruleMaintenance';
import { deleteRule, findRuleRow, insertRule, presentRule, updateRule, writesOf, type RuleRow } from './ruleRepository';
import { refusedRule, RULE_MESSAGES, staleRule } from './ruleProblems';

/**
 * Saving and deleting rules: the SWRL is checked against the ontology and the other rules before
 * anything is written; the rule and the conclusions it changes are written in one transaction, the
 * conclusions' changes logged under the caller's name. The transaction is an ontology write
 * (`writeOntology`), so once it commits the write hooks hear of it: the hub reads the log at once,
 * here and on every other process, instead of at its next poll.
 */

async function compile(db: Kysely<Database>, input: SaveOwlRule, ruleId: string | null) {
  if (!input.swrl.trim() && !input.json_str) throw refusedRule([{ code: 'syntax', message: RULE_MESSAGES.noText }]);
  const check = await checkAgainstStore(db, { swrl: input.swrl, structure: input.json_str, kind: input.kind, ruleId, name: input.name, enabled: input.enabled });
  if (check.problems.length) throw refusedRule(check.problems);
  return compiledOf(check);
}

async function logConclusions(trx: Kysely<Database>, recorder: WriteRecorder, caller: Caller, row: RuleRow, oldWrites: readonly string[]): Promise<void> {
  const entries = await maintainAfterRuleChange(trx, row, oldWrites);
  await appendChangeLog(trx, entries, { userId: caller.user.id, pageUrl: null, tabSessionId: null });
  recorder.changes.push(...entries);
}

export async function presentFresh(db: Kysely<Database>, caller: Caller, id: string): Promise<OwlRule> {
  const row = (await findRuleRow(db, id)) as RuleRow;
  return presentRule(row, (await loadAccessTo(db, caller, ruleObject(row))).change, []);
}

export async function createRule(ctx: AppContext, caller: Caller, input: SaveOwlRule): Promise<string> {
  return writeOntology(ctx, 'rule', caller.user.id, async (trx, recorder) => {
    const compiled = await compile(trx, input, null);
    const id = await insertRule(trx, caller.user.id, input, compiled);
    await logConclusions(trx, recorder, caller, (await findRuleRow(trx, id)) as RuleRow, []);
    return id;
  });
}

export async function changeRule(ctx: AppContext, caller: Caller, before: RuleRow, version: number, input: SaveOwlRule): Promise<void> {
  const stale = async () => staleRule(await presentFresh(ctx.db, caller, before.id));
  if (before.version !== version) throw await stale();
  const written = await writeOntology(ctx, 'rule', caller.user.id, async (trx, recorder) => {
    const compiled = await compile(trx, input, before.id);
    if (!(await updateRule(trx, before.id, version, input, compiled))) return false;
    await logConclusions(trx, recorder, caller, (await findRuleRow(trx, before.id)) as RuleRow, writesOf(before));
    return true;
  });
  if (!written) throw await stale();
}

export async function removeRule(ctx: AppContext, caller: Caller, row: RuleRow): Promise<void> {
  await writeOntology(ctx, 'rule', caller.user.id, async (trx, recorder) => {
    // switched off first, so its conclusions are taken back (and logged) before the row goes
    await logConclusions(trx, recorder, caller, { ...row, enabled: false }, writesOf(row));
    await deleteRule(trx, row.id);
  });
}
