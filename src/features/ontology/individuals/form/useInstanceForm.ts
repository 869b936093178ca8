import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import type { EntityChange } from '../../../../../realtime/protocol/hubEvents';
import { tabSessionId } from '../../../../api/dataApi';
import { ontologyClient, type OntologyChange } from '../../client';
import { useEntityChanges } from '../../../../components/useEntityChanges';
import { fetchClassFields, fetchInstanceForm, fetchLifecycle } from '../individualsApi';
import { userName } from '../userNames';
import { problemText } from '../../../../components/Problem';
import { keepMine, mergeRemote, takeTheirs } from './formConflicts';
import { draftsFromForm, changeItems, validateDrafts, type DraftValue, type Drafts, type FormProblem } from './formModel';
import { withLifecycleFields } from './lifecycleFields';
import { refusalOf } from './refusedSave';
import { useRightsChanged } from '../../rights';

export type Conflict = { theirs: DraftValue[]; by: string | null };

type State = { fields: FormField[]; base: Drafts; drafts: Drafts };

export type InstanceForm = {
  state: State | null;
  loadError: unknown;
  conflicts: Record<string, Conflict>;
  problems: FormProblem[];
  serverError: string | null;
  notice: string | null;
  deleted: boolean;
  saving: boolean;
  setValues: (prop: string, values: DraftValue[]) => void;
  resolve: (prop: string, how: 'theirs' | 'mine') => void;
  discard: () => void;
  /** Saves: the instance id when written (a new instance's id too), or the problems that stopped it. */
  save: () => Promise<SaveOutcome>;
};

/** What a save came to: written, refused by the form's own checks (nothing sent), or failed otherwise (the reason is in serverError). */
export type SaveOutcome = { kind: 'saved'; id: string } | { kind: 'invalid'; problems: FormProblem[] } | { kind: 'failed' };

/**
 * The instance form's state: loaded from get_form, edited locally, kept in step with other users'
 * saves (untouched fields follow, touched ones become conflicts) and saved with only what changed —
 * never over a change the user has not seen.
 */
export function useInstanceForm(classId: string, inst: string | null): InstanceForm {
  const { t } = useTranslation();
  const [state, setState] = useState<State | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [conflicts, setConflicts] = useState<Record<string, Conflict>>({});
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [saving, setSaving] = useState(false);
  const latest = useRef<State | null>(null);
  latest.current = state;

  const captions = useCallback(
    (): Record<string, string> => ({ [META_PROP.stage]: t('individuals.lifecycle.stage'), [META_PROP.icon]: t('individuals.lifecycle.icon'), [META_PROP.color]: t('individuals.lifecycle.color') }),
    [t],
  );

  /** What the server holds now, as form fields. */
  const fetchCurrent = useCallback(async (): Promise<FormField[]> => {
    if (!inst) return withLifecycleFields(await fetchClassFields(classId), {}, captions());
    const [rows, lifecycle] = await Promise.all([fetchInstanceForm(classId, inst), fetchLifecycle(inst)]);
    return withLifecycleFields(rows, lifecycle, captions());
  }, [classId, inst, captions]);

  useEffect(() => {
    let live = true;
    setState(null);
    setLoadError(null);
    setConflicts({});
    setProblems([]);
    setServerError(null);
    setNotice(null);
    setDeleted(false);
    fetchCurrent().then(
      (fields) => {
        if (!live) return;
        const drafts = draftsFromForm(fields);
        setState({ fields, base: drafts, drafts });
      },
      (error: unknown) => live && setLoadError(error),
    );
    return () => {
      live = false;
    };
  }, [fetchCurrent]);

  // rights changed: the fields' read-only flags are read again, what is being typed stays
  useRightsChanged(() => void fetchCurrent().then((fresh) => absorb(fresh, null), () => undefined));

  /** Folds the server's current values in; returns the props now in conflict. */
  const absorb = useCallback(async (fresh: FormField[], by: string | null): Promise<string[]> => {
    const current = latest.current;
    if (!current) return [];
    const remote = draftsFromForm(fresh);
    const merged = mergeRemote(current.base, current.drafts, remote);
    const next = { fields: fresh, base: merged.base, drafts: merged.drafts };
    latest.current = next;
    setState(next);
    const props = Object.keys(merged.conflicts);
    if (props.length > 0) {
      const name = await userName(by, inst ?? undefined);
      setConflicts((old) => ({ ...old, ...Object.fromEntries(props.map((p) => [p, { theirs: merged.conflicts[p] ?? [], by: name }])) }));
    }
    return props;
  }, [inst]);

  // a change made in this very tab is our own save, never a conflict
  const onChange = useCallback(
    (change: EntityChange) => {
      if (!inst || change.entity !== inst || change.tabSessionId === tabSessionId()) return;
      if (change.op === 'del') {
        setDeleted(true);
        return;
      }
      void fetchCurrent()
        .then(async (fresh) => {
          await absorb(fresh, change.userId);
          const name = (await userName(change.userId, inst)) ?? t('individuals.form.conflict.anotherUser');
          setNotice(t('individuals.form.conflict.updated', { name }));
        })
        .catch((error: unknown) => console.error('refreshing the form failed', error));
    },
    [inst, fetchCurrent, absorb, t],
  );
  useEntityChanges(inst ? [inst] : [], onChange);

  const setValues = useCallback((prop: string, values: DraftValue[]) => {
    setState((s) => (s ? { ...s, drafts: { ...s.drafts, [prop]: values } } : s));
    setProblems((list) => list.filter((p) => p.prop !== prop));
  }, []);

  const resolve = useCallback((prop: string, how: 'theirs' | 'mine') => {
    setConflicts((old) => {
      const conflict = old[prop];
      if (conflict) setState((s) => (s ? { ...s, ...(how === 'theirs' ? takeTheirs(s, prop, conflict.theirs) : keepMine(s, prop, conflict.theirs)) } : s));
      const { [prop]: _gone, ...rest } = old;
      return rest;
    });
  }, []);

  const discard = useCallback(() => {
    setState((s) => (s ? { ...s, drafts: s.base } : s));
    setConflicts({});
    setProblems([]);
    setServerError(null);
  }, []);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const current = latest.current;
    if (!current) return { kind: 'failed' };
    // an instance that exists: only what the person changed is checked (and sent)
    const found = validateDrafts(current.fields, current.drafts, inst ? current.base : undefined);
    setProblems(found);
    setServerError(null);
    if (found.length > 0) return { kind: 'invalid', problems: found };
    if (Object.keys(conflicts).length > 0) {
      setServerError(t('individuals.form.conflict.refused'));
      return { kind: 'failed' };
    }
    setSaving(true);
    // what was sent, so that a refusal naming one of its items is shown under that item's field
    let sent: { items: OntologyChange[]; fields: FormField[] } = { items: [], fields: current.fields };
    try {
      if (!inst) {
        const id = crypto.randomUUID();
        sent = { items: changeItems(id, current.fields, current.base, current.drafts, { classId, inst: id }), fields: current.fields };
        await ontologyClient.write(sent.items);
        return { kind: 'saved', id };
      }
      // the values this form started from must still be the stored ones: compare with a fresh read
      const fresh = await fetchCurrent();
      const clashing = await absorb(fresh, null);
      if (clashing.length > 0) {
        setServerError(t('individuals.form.conflict.refused'));
        return { kind: 'failed' };
      }
      const now = latest.current ?? current;
      sent = { items: changeItems(inst, now.fields, now.base, now.drafts), fields: now.fields };
      await ontologyClient.write(sent.items);
      const saved = await fetchCurrent();
      const drafts = draftsFromForm(saved);
      setState({ fields: saved, base: drafts, drafts });
      setNotice(null);
      return { kind: 'saved', id: inst };
    } catch (error) {
      const refusal = refusalOf(problemText(error), sent.items, sent.fields);
      if (refusal.kind === 'field') {
        setProblems([refusal.problem]);
        return { kind: 'invalid', problems: [refusal.problem] };
      }
      setServerError(refusal.text);
      return { kind: 'failed' };
    } finally {
      setSaving(false);
    }
  }, [classId, inst, conflicts, fetchCurrent, absorb, t]);

  return { state, loadError, conflicts, problems, serverError, notice, deleted, saving, setValues, resolve, discard, save };
}
