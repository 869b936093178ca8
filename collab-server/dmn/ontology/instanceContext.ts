import type { AppContext } from '../../context';
import { notFound } from '../../problems';
import type { DecisionRow } from '../decisionRepository';
import { compiledDecision } from '../compiledDecisions';
import { bindingsOf } from '../decisionRepository';
import { boundInputsOf } from './boundColumns';
import { readInstanceInputs } from './inputValuesReader';

/**
 * The context a decision is evaluated with for one instance: each bound input column's input
 * expression (usually the input data name) → the instance's value of the bound property, converted
 * to the column's type (dates 'YYYY-MM-DD', numbers, booleans, strings, references as the
 * referenced instance's name; null when the instance has no value). The caller checks access.
 */
export async function contextFromInstance(ctx: AppContext, row: DecisionRow, decisionRef: string | undefined, instId: string): Promise<Record<string, unknown>> {
  const compiled = await compiledDecision(row);
  const inputs = boundInputsOf(compiled.model, bindingsOf(row), decisionRef || undefined);
  const found = (await readInstanceInputs(ctx.db, inputs, [instId], row.id)).get(instId);
  if (!found) throw notFound('Экземпляр не найден');
  return found.context;
}
