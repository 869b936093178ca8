import type { AppContext } from '../context';
import type { Caller } from '../auth';
import { requireAccess, type ObjectAccess, type Refusals, type SharedObject } from '../access';
import { findDecisionRow, type DecisionRow } from './decisionRepository';
import { DECISION_MESSAGES } from './decisionMessages';

/** A decision as the shared-object policy sees it: given to users; the global editor role changes them all. */
export const decisionObject = (row: Pick<DecisionRow, 'id' | 'author'>): SharedObject => ({ kind: 'decision', id: row.id, author: row.author });

const REFUSALS: Refusals = { notFound: DECISION_MESSAGES.notFound, mayNotRead: DECISION_MESSAGES.mayNotRead, mayNotChange: DECISION_MESSAGES.mayNotEdit };

/** The decision with what the caller may do with it; notFound / forbidden problems otherwise. */
export async function accessibleDecision(ctx: AppContext, caller: Caller, id: string): Promise<{ row: DecisionRow; access: ObjectAccess }> {
  return requireAccess(ctx.db, caller, await findDecisionRow(ctx.db, id), decisionObject, 'read', REFUSALS);
}

export async function readableDecision(ctx: AppContext, caller: Caller, id: string): Promise<DecisionRow> {
  return (await accessibleDecision(ctx, caller, id)).row;
}

export async function editableDecision(ctx: AppContext, caller: Caller, id: string): Promise<DecisionRow> {
  return (await requireAccess(ctx.db, caller, await findDecisionRow(ctx.db, id), decisionObject, 'change', REFUSALS)).row;
}
