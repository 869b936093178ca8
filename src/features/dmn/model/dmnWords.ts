import type { TFunction } from 'i18next';
import type { DmnProblem, HitPolicy } from '../../../../realtime/protocol/dmn';

/** Words for what DMN writes as codes: hit policies, column types and where a problem is. */

const HIT_POLICY_KEYS: Record<HitPolicy, string> = {
  UNIQUE: 'unique',
  ANY: 'any',
  PRIORITY: 'priority',
  FIRST: 'first',
  'RULE ORDER': 'ruleOrder',
  'OUTPUT ORDER': 'outputOrder',
  COLLECT: 'collect',
};

/** The locale key (dmn.hitPolicies.*) of a hit policy. */
export const hitPolicyKey = (policy: HitPolicy): string => HIT_POLICY_KEYS[policy];

export const hitPolicyWords = (t: TFunction, policy: HitPolicy): string => t(`dmn.hitPolicies.${hitPolicyKey(policy)}`);

/** A column's type in words; an unknown or missing typeRef is "any value". */
export function columnTypeWords(t: TFunction, typeRef: string | null | undefined): string {
  const known = ['string', 'boolean', 'date', 'double', 'integer', 'long', 'number'];
  return typeRef && known.includes(typeRef) ? t(`dmn.columnTypes.${typeRef}`) : t('dmn.columnTypes.any');
}

/** What a server's problem points at, as parts to show after its message ('' parts left out). */
export type ProblemPlace = { decision: string | null; rules: number[]; column: string | null; expression: string | null; from: number | null; to: number | null; cycle: string[] };

/** Names where a problem is: the decision and column by name (ids are looked up), the rules by number. */
export function problemPlace(problem: DmnProblem, names: { decision(id: string): string | null; column(id: string): string | null }): ProblemPlace | null {
  const where = problem.where;
  if (!where) return null;
  return {
    decision: where.decisionId ? (names.decision(where.decisionId) ?? null) : null,
    rules: where.ruleIndexes ?? [],
    column: where.columnId ? (names.column(where.columnId) ?? null) : null,
    expression: where.expression ?? null,
    from: where.from ?? null,
    to: where.to ?? null,
    cycle: (where.decisions ?? []).map((d) => names.decision(d) ?? d),
  };
}

/** An expression split at a problem's position, for showing the place marked: before, at, after. */
export function markedExpression(expression: string, from: number | null, to: number | null): [string, string, string] | null {
  if (from === null || from < 0 || from > expression.length) return null;
  const end = Math.min(expression.length, Math.max(to ?? from + 1, from + 1));
  return [expression.slice(0, from), expression.slice(from, end) || ' ', expression.slice(end)];
}
