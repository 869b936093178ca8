import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { loadAccessTo, requireAccess, type ObjectAccess, type Refusals, type SharedObject } from '../access';
import { forbidden } from '../problems';
import { findRuleRow, type RuleRow } from './ruleRepository';
import { RULE_MESSAGES } from './ruleProblems';

/**
 * A rule as the shared-object policy sees it: every signed-in user reads rules (they explain the
 * computed values they see in forms); its author, administrators and editors of the ontology —
 * globally or of the rule's map — change and delete it. The public user reads none.
 */
export const ruleObject = (row: Pick<RuleRow, 'id' | 'author' | 'map_id'>): SharedObject => ({ kind: 'rule', id: row.id, author: row.author, mapId: row.map_id });

const REFUSALS: Refusals = { notFound: RULE_MESSAGES.notFound, mayNotChange: RULE_MESSAGES.mayNotEdit };

/** The rule and what the caller may do with it, if it exists (every signed-in user reads rules). */
export async function requireRule(db: Kysely<Database>, caller: Caller, id: string): Promise<{ row: RuleRow; access: ObjectAccess }> {
  return requireAccess(db, caller, await findRuleRow(db, id), ruleObject, 'read', REFUSALS);
}

export async function requireEditableRule(db: Kysely<Database>, caller: Caller, id: string): Promise<RuleRow> {
  return (await requireAccess(db, caller, await findRuleRow(db, id), ruleObject, 'change', REFUSALS)).row;
}

/**
 * Creating a rule on a map needs what changing somebody else's rule there needs; without a map,
 * the right to change the ontology at all.
 */
export async function assertMayCreateOn(db: Kysely<Database>, caller: Caller, mapId: string | null): Promise<void> {
  const access = await loadAccessTo(db, caller, { kind: 'rule', id: '', author: null, mapId });
  if (!access.change) throw forbidden(RULE_MESSAGES.mayNotCreate);
}
