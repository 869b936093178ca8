import { useMemo } from 'react';
import type { AnalysisSettings } from '../../../../realtime/protocol/fca';
import type { AssociationRule } from '../../../../model/fca/types';
import { contextFromWire } from '../../../../model/fca/formalContext';
import { associationRules } from '../../../../model/fca/implications';
import { latticeFromWire } from '../../../../model/fca/lattice';
import type { FcaResult } from '../compute/workerMessages';

/** The Luxenburger basis of the result's lattice at the chosen support and confidence (recomputed as the thresholds move). */
export function useAssociationRules(result: FcaResult, thresholds: Pick<AnalysisSettings, 'minSupport' | 'minConfidence'>): AssociationRule[] {
  const { context } = result.answer;
  const lattice = useMemo(() => {
    const ctx = contextFromWire(context);
    return { ctx, ...latticeFromWire(ctx, result.lattice) };
  }, [context, result.lattice]);
  return useMemo(
    () => associationRules(lattice.ctx, lattice.concepts, lattice.covers, { minSupport: thresholds.minSupport, minConfidence: thresholds.minConfidence }),
    [lattice, thresholds.minSupport, thresholds.minConfidence],
  );
}
