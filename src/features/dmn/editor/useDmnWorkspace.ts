import { useMemo } from 'react';
import type { DmnWorkspace } from './dmnWorkspace';
import type { DmnEditor } from './useDmnEditor';

/**
 * What the side panels get of the editor (contract: dmnWorkspace.ts): the decision, the modeler's
 * XML and columns, and hooks into dmn-js (highlight rules, set a column's type) and the bindings
 * draft saved with the page's Save. Null until the decision and dmn-js are both there.
 */
export function useDmnWorkspace(editor: DmnEditor): DmnWorkspace | null {
  const { decision, handle, columns, decisions, activeView, draft, setDraft } = editor;
  return useMemo(() => {
    if (!decision || !handle) return null;
    const active = activeView && activeView.type !== 'drd' ? activeView.element.id ?? null : null;
    return {
      decision,
      canEdit: decision.canEdit,
      getXml: () => handle.xml(),
      decisions,
      activeDecisionId: active,
      columns,
      highlightRules: (decisionId, ruleIds) => void handle.highlightRules(decisionId, ruleIds),
      bindings: draft.bindings,
      setBindings: (bindings) => setDraft((d) => ({ ...d, bindings })),
      setColumnType: (decisionId, columnId, type) => {
        if (decision.canEdit) handle.setColumnType(decisionId, columnId, type);
      },
    };
  }, [decision, handle, columns, decisions, activeView, draft.bindings, setDraft]);
}
