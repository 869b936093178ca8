import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Caller } from '../auth/caller';
import { mayEditIn, type EditRights } from '../../model/editRights';
import { loadEditRights } from '../ontology/rights/editRightsLoader';
import { forbidden, notFound } from '../problems/problem';
import { findRuleRow, type RuleRow } from './ruleRepository';
import { RULE_MESSAGES } from './ruleProblems';

/**
 * Who may do what with a rule: every signed-in user reads rules (they explain the computed values
 * they see in forms); its author, administrators and editors of the ontology — globally or of the
 * rule's map — change and delete it. The public user reads none (the routes require a sign-in).
 */

export const mayEditRule = (caller: Caller, rights: EditRights, row: Pick<RuleRow, 'author' | 'map_id'>): boolean =>
  !caller.isPublic && (caller.user.is_admin || row.author === caller.user.id || mayEditIn(rights, row.map_id ? [row.map_id] : []));

export async function requireRule(db: Kysely<Database>, id: string): Promise<RuleRow> {
  const row = await findRuleRow(db, id);
  if (!row) throw notFound(RULE_MESSAGES.notFound);
  return row;
}

export async function requireEditableRule(db: Kysely<Database>, caller: Caller, id: string): Promise<RuleRow> {
  const row = await requireRule(db, id);
  if (!mayEditRule(caller, await loadEditRights(db, caller), row)) throw forbidden(RULE_MESSAGES.mayNotEdit);
  return row;
}

/** Creating a rule on a map needs the right to change that map; without a map, the right to change the ontology at all. */
export async function assertMayCreateOn(db: Kysely<Database>, caller: Caller, mapId: string | null): Promise<void> {
  const rights = await loadEditRights(db, caller);
  if (caller.user.is_admin || rights.all || (mapId !== null && mayEditIn(rights, [mapId]))) return;
  throw forbidden(RULE_MESSAGES.mayNotCreate);
}
