import type { DmnProblem, HitPolicy } from '../../realtime/protocol/dmn';
import type { DmnModel } from '../../model/dmn/dmnModel';
import { DmnError } from '../../model/dmn/dmnError';
import { loadDmn } from '../../model/dmn/loadDmn';
import { compileDmn, type CompiledDmn } from '../../model/dmn/compileDmn';
import { findUniqueOverlaps } from '../../model/dmn/overlaps';
import { invalid, type Problem } from '../problems';

/**
 * What a decision must pass before it is stored or evaluated from a draft: it reads as DMN, every
 * FEEL expression parses and fits its column, no requirement cycle, and no two rules of a Unique
 * table can match together. A failure is an `invalid` problem whose details carry `where`.
 */

export type DmnDetails = { where?: DmnProblem['where'] };

/** The engine's error as a problem (400 DmnProblem at the edge); anything else unchanged. */
export function dmnProblemOf(error: unknown): unknown {
  if (!(error instanceof DmnError)) return error;
  return invalid(error.message, { where: error.where } satisfies DmnDetails);
}

export async function withDmnProblems<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw dmnProblemOf(error);
  }
}

/** Loads and compiles a draft (never cached: a draft has no revision). */
export async function compileDraft(xml: string): Promise<CompiledDmn> {
  return withDmnProblems(async () => compileDmn(await loadDmn(xml)));
}

const overlapMessage = (rules: [number, number], table: string): string => `Правила ${rules[0]} и ${rules[1]} пересекаются при политике Unique (таблица «${table}»)`;

/** Checks a decision about to be stored; its model when fine. */
export async function checkedModel(xml: string): Promise<DmnModel> {
  const { model } = await compileDraft(xml);
  const overlaps = findUniqueOverlaps(model);
  const first = overlaps[0];
  if (first) {
    const decision = model.decisions.find((d) => d.id === first.decisionId);
    throw invalid(overlapMessage(first.rules, decision?.name ?? first.decisionId), {
      where: { decisionId: first.decisionId, ruleIndexes: [...first.rules] },
    } satisfies DmnDetails) as Problem;
  }
  return model;
}

/** The hit policy the row shows: the first decision table's (Unique when the model has none). */
export function mainHitPolicy(model: DmnModel): HitPolicy {
  for (const d of model.decisions) if (d.logic?.kind === 'table') return d.logic.hitPolicy;
  return 'UNIQUE';
}

/** Ids of the decision elements and of their columns, to keep only bindings that still point somewhere. */
export function columnIdsOf(model: DmnModel): Set<string> {
  const ids = new Set<string>();
  for (const d of model.decisions) {
    if (d.logic?.kind !== 'table') continue;
    for (const c of [...d.logic.inputs, ...d.logic.outputs]) ids.add(`${d.id}/${c.id}`);
  }
  return ids;
}
