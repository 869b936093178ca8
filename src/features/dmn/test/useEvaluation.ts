import { useCallback, useRef, useState } from 'react';
import type { DmnProblem, EvaluateAnswer } from '../../../../realtime/protocol/dmn';
import type { DmnWorkspace } from '../editor/dmnWorkspace';
import { dmnProblemOf, evaluateDecision } from '../api/dmnTestsClient';
import { ruleIdsAt } from './ruleIds';

export type Evaluation = {
  answer: EvaluateAnswer | null;
  problem: DmnProblem | null;
  busy: boolean;
  /** Evaluates what is on screen (the modeler's XML) with the context, or an instance's values; the answer, or null when refused. */
  evaluate: (decisionId: string, context: Record<string, unknown>, instance?: string) => Promise<EvaluateAnswer | null>;
  clear: () => void;
};

/**
 * Testing the decision as it stands in the editor: the answer's matched rules are highlighted in
 * the table, and so are the rules a refusal names (overlapping under Unique, a faulty entry).
 */
export function useEvaluation(workspace: DmnWorkspace): Evaluation {
  const [answer, setAnswer] = useState<EvaluateAnswer | null>(null);
  const [problem, setProblem] = useState<DmnProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // the page hands a fresh workspace on every change; the latest is the one to ask
  const current = useRef(workspace);
  current.current = workspace;
  const ticket = useRef(0);

  const evaluate = useCallback(async (decisionId: string, context: Record<string, unknown>, instance?: string) => {
    const mine = ++ticket.current;
    const ws = current.current;
    setBusy(true);
    setProblem(null);
    let xml: string | undefined;
    try {
      xml = await ws.getXml();
      const result = await evaluateDecision(ws.decision.id, { decision: decisionId, context, xml, ...(instance ? { instance } : {}) });
      if (mine !== ticket.current) return null;
      setAnswer(result);
      const own = result.decisions.find((d) => d.decisionId === result.decisionId);
      current.current.highlightRules(result.decisionId, own?.matchedRules.map((r) => r.ruleId) ?? []);
      return result;
    } catch (error) {
      if (mine !== ticket.current) return null;
      const refusal = dmnProblemOf(error);
      setAnswer(null);
      setProblem(refusal);
      const at = refusal.where?.ruleIndexes ?? [];
      const where = refusal.where?.decisionId ?? decisionId;
      current.current.highlightRules(where, xml && at.length > 0 ? ruleIdsAt(xml, where, at) : []);
      return null;
    } finally {
      if (mine === ticket.current) setBusy(false);
    }
  }, []);

  const clear = useCallback(() => {
    ticket.current++;
    setAnswer(null);
    setProblem(null);
    setBusy(false);
  }, []);

  return { answer, problem, busy, evaluate, clear };
}
