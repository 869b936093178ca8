import { ApiError } from '../../../api/apiFetch';
import { owlRuleRefusalSchema, type OwlRule, type RuleProblem } from '../../../../realtime/protocol/owlRules';

/**
 * A refused save, run or load: the server's message, the rule's problems (with their places in the
 * SWRL text) and, for a save over a colleague's newer one (409), the rule as it is now.
 */
export type RuleRefusal = { message: string; status: number; problems: RuleProblem[]; current: OwlRule | null };

export function ruleRefusal(error: unknown): RuleRefusal {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return { message, status: 0, problems: [], current: null };
  const parsed = owlRuleRefusalSchema.safeParse(error.data);
  const details = parsed.success ? parsed.data.details : undefined;
  return { message, status: error.status, problems: details?.problems ?? [], current: details?.current ?? null };
}

/** Whether a call was stopped by the person (the Stop button) rather than failing. */
export const wasAborted = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';
