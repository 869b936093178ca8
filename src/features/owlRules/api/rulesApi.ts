import { apiFetch } from '../../../api/apiFetch';
import { idSchema } from '../../../../realtime/protocol/ids';
import {
  checkOwlRuleAnswerSchema,
  owlRuleListSchema,
  owlRuleSchema,
  runOwlRuleAnswerSchema,
  type CheckOwlRule,
  type CheckOwlRuleAnswer,
  type OwlRule,
  type OwlRuleList,
  type RunOwlRule,
  type RunOwlRuleAnswer,
  type SaveOwlRule,
  type UpdateOwlRule,
} from '../../../../realtime/protocol/owlRules';

/** The OWL rules calls (/api/owlRules…), every answer parsed with the protocol's schemas. */

export type RuleSummary = OwlRuleList['items'][number];

const BASE = 'owlRules';
const one = (id: string) => `${BASE}/${idSchema.parse(id)}`;

export const listRules = async (): Promise<RuleSummary[]> => owlRuleListSchema.parse(await apiFetch<unknown>(BASE)).items;

export const loadRule = async (id: string): Promise<OwlRule> => owlRuleSchema.parse(await apiFetch<unknown>(one(id)));

export const createRule = async (rule: Partial<SaveOwlRule> & Pick<SaveOwlRule, 'name' | 'kind'>): Promise<OwlRule> =>
  owlRuleSchema.parse(await apiFetch<unknown>(BASE, { method: 'POST', body: rule }));

export const updateRule = async (id: string, rule: UpdateOwlRule): Promise<OwlRule> => owlRuleSchema.parse(await apiFetch<unknown>(one(id), { method: 'PUT', body: rule }));

export const deleteRule = async (id: string): Promise<void> => {
  await apiFetch<unknown>(one(id), { method: 'DELETE' });
};

export const copyRule = async (id: string): Promise<OwlRule> => owlRuleSchema.parse(await apiFetch<unknown>(`${one(id)}/copy`, { method: 'POST', body: {} }));

/** Parses and types SWRL (or a structure) against the ontology; writes nothing. Problems are in the answer, not thrown. */
export const checkRule = async (check: CheckOwlRule, signal?: AbortSignal): Promise<CheckOwlRuleAnswer> =>
  checkOwlRuleAnswerSchema.parse(await apiFetch<unknown>(`${BASE}/check`, { method: 'POST', body: check, signal, noLog: true }));

/** Runs the stored rule (`id`), or a draft (its SWRL, structure and kind) when the editor has unsaved changes. */
export async function runRule(target: { id: string } | { draft: Pick<RunOwlRule, 'kind' | 'swrl' | 'json_str'> }, params: RunOwlRule['params'], signal?: AbortSignal): Promise<RunOwlRuleAnswer> {
  const path = 'id' in target ? `${one(target.id)}/run` : `${BASE}/run`;
  const body: RunOwlRule = 'id' in target ? { params } : { ...target.draft, params };
  return runOwlRuleAnswerSchema.parse(await apiFetch<unknown>(path, { method: 'POST', body, signal, noLog: true }));
}
