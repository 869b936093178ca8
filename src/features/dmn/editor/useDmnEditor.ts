import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnBinding, Decision, DecisionConflict, DmnProblem } from '../../../../realtime/protocol/dmn';
import { mergeDecisionXml } from '../../../../model/dmn/versions/mergeDecisions';
import { dmnProblemOf, loadDecision, saveDecision } from '../api/dmnClient';
import type { DmnView } from './dmnJsTypes';
import { ModelerHandle } from './modelerHandle';
import { modelColumns, modelDecisions } from './modelColumns';
import type { WorkspaceColumn } from './dmnWorkspace';

/** The fields of the decision edited beside the model. */
export type DecisionDraft = { name: string; systemName: string; bindings: ColumnBinding[] };

/** A refused save waiting for the person's choice: the stored decision now, the base and what was being saved. */
export type PendingConflict = { conflict: DecisionConflict; mine: string };

/** Rules a merge could not reconcile (mine kept): shown until dismissed. */
export type MergeNote = Array<{ decisionId: string; ruleId: string; index: number }>;

const draftOf = (d: Decision): DecisionDraft => ({ name: d.name, systemName: d.systemName, bindings: d.bindings });
const sameDraft = (a: DecisionDraft, b: DecisionDraft) => a.name === b.name && a.systemName === b.systemName && JSON.stringify(a.bindings) === JSON.stringify(b.bindings);

/**
 * One decision in the editor: loads it, opens dmn-js on the page's container, tracks what differs
 * from the stored decision, saves with the revision it started from, and on a colleague's newer
 * save (409) offers a rule-level merge or their version.
 */
export function useDmnEditor(id: string, language: string) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [draft, setDraft] = useState<DecisionDraft>({ name: '', systemName: '', bindings: [] });
  const [loadProblem, setLoadProblem] = useState<unknown>(null);
  const [modelDirty, setModelDirty] = useState(false);
  const [handle, setHandle] = useState<ModelerHandle | null>(null);
  const [views, setViews] = useState<DmnView[]>([]);
  const [activeView, setActiveView] = useState<DmnView | null>(null);
  const [columns, setColumns] = useState<WorkspaceColumn[]>([]);
  const [decisions, setDecisions] = useState<Array<{ id: string; name: string }>>([]);
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<DmnProblem | null>(null);
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const [mergeNote, setMergeNote] = useState<MergeNote | null>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const forcedDirty = useRef(false);

  useEffect(() => {
    let current = true;
    loadDecision(id).then(
      (d) => {
        if (!current) return;
        setDecision(d);
        setDraft(draftOf(d));
      },
      (error: unknown) => current && setLoadProblem(error),
    );
    return () => {
      current = false;
    };
  }, [id]);

  // dmn-js opens once the decision (and whether it may be edited) is known
  const canEdit = decision?.canEdit ?? false;
  const loaded = decision !== null;
  const firstXml = useRef<string>('');
  if (decision && !firstXml.current) firstXml.current = decision.xml;
  // dmn-js's words are fixed when it opens: a language switch must not reopen it (and lose edits)
  const openingLanguage = useRef(language);
  useEffect(() => {
    const node = container.current;
    if (!loaded || !node) return;
    let made: ModelerHandle | null = null;
    let current = true;
    ModelerHandle.create(node, canEdit, openingLanguage.current)
      .then(async (h) => {
        made = h;
        if (!current) return h.destroy();
        await h.load(firstXml.current);
        setHandle(h);
      })
      .catch((error: unknown) => current && setLoadProblem(error));
    return () => {
      current = false;
      made?.destroy();
      setHandle(null);
    };
  }, [loaded, canEdit]);

  // what the side panels and the tabs read of the model, refreshed on every change
  useEffect(() => {
    if (!handle) return;
    const refresh = () => {
      setViews([...handle.views()]);
      setActiveView(handle.activeView() ?? null);
      setColumns(modelColumns(handle.definitions()));
      setDecisions(modelDecisions(handle.definitions()));
      void handle.differs().then((differs) => setModelDirty(differs || forcedDirty.current));
    };
    refresh();
    return handle.onChange(refresh);
  }, [handle]);

  const dirty = modelDirty || (decision !== null && !sameDraft(draft, draftOf(decision)));

  /** Puts a model in the editor that is not the stored one (an import, a merge): unsaved until Save. */
  const loadUnsaved = useCallback(
    async (xml: string) => {
      if (!handle) return;
      const before = await handle.xml();
      try {
        await handle.load(xml);
      } catch (error) {
        await handle.load(before);
        throw error;
      }
      forcedDirty.current = true;
      setModelDirty(true);
    },
    [handle],
  );

  const save = useCallback(async (): Promise<Decision | null> => {
    if (!handle || !decision) return null;
    setSaving(true);
    setSaveProblem(null);
    try {
      const xml = await handle.xml();
      const outcome = await saveDecision(decision.id, { revision: decision.revision, name: draft.name.trim(), systemName: draft.systemName.trim(), xml, bindings: draft.bindings, childrenDMN: decision.childrenDMN });
      if ('conflict' in outcome) {
        setConflict({ conflict: outcome.conflict, mine: xml });
        return null;
      }
      await handle.markSaved();
      forcedDirty.current = false;
      setModelDirty(false);
      setDecision(outcome.saved);
      setDraft(draftOf(outcome.saved));
      setMergeNote(null);
      return outcome.saved;
    } catch (error) {
      setSaveProblem(dmnProblemOf(error));
      return null;
    } finally {
      setSaving(false);
    }
  }, [handle, decision, draft]);

  /** Their version replaces what is on screen (my unsaved changes are dropped). */
  const takeTheirs = useCallback(async () => {
    if (!handle || !conflict) return;
    const theirs = conflict.conflict.current;
    setConflict(null);
    setDecision(theirs);
    setDraft(draftOf(theirs));
    await handle.load(theirs.xml);
    forcedDirty.current = false;
    setModelDirty(false);
  }, [handle, conflict]);

  /** Merges my changes into theirs rule by rule; the result is unsaved and saves over their revision. */
  const merge = useCallback(async () => {
    if (!handle || !conflict?.conflict.base) return;
    const { current, base } = conflict.conflict;
    if (!base) return;
    const merged = await mergeDecisionXml(base, conflict.mine, current.xml);
    setConflict(null);
    // the fields edited here are kept; the stored decision (its revision) is theirs now
    setDecision(current);
    await loadUnsaved(merged.xml);
    setMergeNote(merged.conflicts);
  }, [handle, conflict, loadUnsaved]);

  return {
    decision,
    draft,
    setDraft,
    loadProblem,
    handle,
    container,
    views,
    activeView,
    columns,
    decisions,
    dirty,
    saving,
    save,
    saveProblem,
    setSaveProblem,
    conflict,
    dismissConflict: () => setConflict(null),
    takeTheirs,
    merge,
    mergeNote,
    dismissMergeNote: () => setMergeNote(null),
    loadUnsaved,
  };
}

export type DmnEditor = ReturnType<typeof useDmnEditor>;
