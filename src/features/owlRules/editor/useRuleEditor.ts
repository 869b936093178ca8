import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OwlRule, RuleKind, RuleProblem } from '../../../../realtime/protocol/owlRules';
import { checkRule, createRule, loadRule, updateRule } from '../api/rulesApi';
import { ruleRefusal, wasAborted } from '../api/ruleRefusal';
import { absorbCheck, checkKeyOf, checkRequestOf, draftOf, isDirty, isNewRule, newRule, overTheirs, rebase, saveBodyOf, type RuleDraft, type RuleMeta } from '../model/ruleDraft';

// the platform's default debounce (platform spec §9): a check per pause in typing, not per key
const CHECK_DELAY = 500;

/** The problems of one state of the text: their places are offsets into exactly that text. */
export type CheckedProblems = { swrl: string; problems: RuleProblem[] };

export type RuleEditor = {
  draft: RuleDraft | null;
  loadProblem: string | null;
  dirty: boolean;
  checking: boolean;
  checked: CheckedProblems;
  /** The kind the rule's conclusion reads as (from the last check). */
  suggestedKind: RuleKind | null;
  saving: boolean;
  /** A refusal of the save not tied to the text (rights, a lost connection). */
  saveProblem: string | null;
  /** A colleague saved the rule since it was opened: their version. */
  theirs: OwlRule | null;
  edit: (change: (draft: RuleDraft) => RuleDraft) => void;
  save: () => Promise<OwlRule | null>;
  takeTheirs: () => void;
  keepMine: () => Promise<OwlRule | null>;
};

/**
 * One rule being edited: loaded, checked against the ontology as it is edited (debounced; the
 * structure generates the text, the text is read back into the structure), saved with the version
 * it started from — a colleague's newer save comes back as `theirs` to choose from, never overwritten.
 */
export function useRuleEditor(id: string | null, start: Pick<RuleMeta, 'name' | 'kind'>): RuleEditor {
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedProblems>({ swrl: '', problems: [] });
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const [suggestedKind, setSuggestedKind] = useState<RuleKind | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<OwlRule | null>(null);
  const latest = useRef<RuleDraft | null>(null);
  latest.current = draft;

  useEffect(() => {
    if (id === null) {
      setDraft(draftOf(newRule(start)));
      return;
    }
    let live = true;
    loadRule(id).then(
      (rule) => {
        if (!live) return;
        setDraft(draftOf(rule));
        setChecked({ swrl: rule.swrl, problems: rule.problems });
        setCheckedKey(checkKeyOf(checkRequestOf(draftOf(rule))));
      },
      (error: unknown) => live && setLoadProblem(ruleRefusal(error).message),
    );
    return () => {
      live = false;
    };
    // a new rule starts once from what the list asked; later renders must not reset it
  }, [id]);

  const request = useMemo(() => (draft ? checkRequestOf(draft) : null), [draft]);
  const key = checkKeyOf(request);

  useEffect(() => {
    if (!draft || key === checkedKey) return;
    if (!request) {
      // nothing derived yet: nothing to check, and no stale problems either
      setChecked({ swrl: draft.swrl, problems: [] });
      setCheckedKey(key);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkRule(request, abort.signal).then(
        (answer) => {
          const current = latest.current;
          if (!current || checkKeyOf(checkRequestOf(current)) !== key) return;
          const next = absorbCheck(current, answer);
          setDraft(next);
          setChecked({ swrl: next.swrl, problems: answer.problems });
          setSuggestedKind(answer.kind);
          setCheckedKey(key);
        },
        (error: unknown) => {
          if (wasAborted(error)) return;
          const refusal = ruleRefusal(error);
          setChecked({ swrl: latest.current?.swrl ?? '', problems: refusal.problems.length > 0 ? refusal.problems : [{ code: 'structure', message: refusal.message }] });
          setCheckedKey(key);
        },
      );
    }, CHECK_DELAY);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // the key stands for the request: a new draft object with the same request asks nothing again
  }, [key, checkedKey]);

  const edit = useCallback((change: (d: RuleDraft) => RuleDraft) => setDraft((d) => (d ? change(d) : d)), []);

  const save = useCallback(async (): Promise<OwlRule | null> => {
    const current = latest.current;
    if (!current) return null;
    setSaving(true);
    setSaveProblem(null);
    try {
      const { version, ...body } = saveBodyOf(current);
      const stored = isNewRule(current.base) ? await createRule(body) : await updateRule(current.base.id, { ...body, version });
      const next = rebase(stored);
      setDraft(next);
      setChecked({ swrl: stored.swrl, problems: stored.problems });
      setCheckedKey(checkKeyOf(checkRequestOf(next)));
      setTheirs(null);
      return stored;
    } catch (error) {
      const refusal = ruleRefusal(error);
      if (refusal.status === 409 && refusal.current) setTheirs(refusal.current);
      else if (refusal.problems.length > 0) setChecked({ swrl: current.swrl, problems: refusal.problems });
      else setSaveProblem(refusal.message);
      return null;
    } finally {
      setSaving(false);
    }
  }, []);

  const takeTheirs = useCallback(() => {
    if (!theirs) return;
    const next = rebase(theirs);
    setDraft(next);
    setChecked({ swrl: theirs.swrl, problems: theirs.problems });
    setCheckedKey(checkKeyOf(checkRequestOf(next)));
    setTheirs(null);
  }, [theirs]);

  // "save mine over it": the edits, now based on their version, are saved at once
  const keepMine = useCallback(async (): Promise<OwlRule | null> => {
    const current = latest.current;
    if (!theirs || !current) return null;
    latest.current = overTheirs(current, theirs);
    setDraft(latest.current);
    setTheirs(null);
    return save();
  }, [theirs, save]);

  const checking = draft !== null && (key !== checkedKey || checked.swrl !== draft.swrl);
  return { draft, loadProblem, dirty: draft ? isDirty(draft) : false, checking, checked, suggestedKind, saving, saveProblem, theirs, edit, save, takeTheirs, keepMine };
}
