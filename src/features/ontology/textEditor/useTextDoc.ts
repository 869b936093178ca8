import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { tabSessionId } from '../../../api/dataApi';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { keepMine, mergeRemote, takeTheirs } from '../individuals/form/formConflicts';
import type { Drafts } from '../individuals/form/formModel';
import { userName } from '../individuals/userNames';
import { problemText } from '../../../components/Problem';
import { loadTextDoc, saveTextDoc, type TextDocContent } from './textDocsApi';

export type DocField = 'name' | 'text';
export type DocConflict = { theirs: string; by: string | null };
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_MS = 500;

type Doc = Pick<TextDocContent, 'name' | 'text'>;
const asDrafts = (doc: Doc): Drafts => ({ name: [{ text: doc.name, lang: null, cap: null }], text: [{ text: doc.text, lang: null, cap: null }] });
const asDoc = (drafts: Drafts): Doc => ({ name: drafts.name?.[0]?.text ?? '', text: drafts.text?.[0]?.text ?? '' });

/**
 * One text document being edited: autosaved, and kept in step with other users' saves — taken
 * over when nothing is typed here, a conflict note when both changed the same field.
 */
export function useTextDoc(id: string) {
  const [doc, setDoc] = useState<{ base: Drafts; drafts: Drafts; readonly: boolean } | null>(null);
  const [missing, setMissing] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [conflicts, setConflicts] = useState<Partial<Record<DocField, DocConflict>>>({});
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(doc);
  latest.current = doc;
  const conflictsRef = useRef(conflicts);
  conflictsRef.current = conflicts;

  useEffect(() => {
    let live = true;
    setDoc(null);
    loadTextDoc(id).then(
      (loaded) => {
        if (!live) return;
        if (!loaded) return setMissing(true);
        const drafts = asDrafts(loaded);
        setDoc({ base: drafts, drafts, readonly: loaded.readonly });
      },
      (error: unknown) => live && setLoadError(error),
    );
    return () => {
      live = false;
    };
  }, [id]);

  /** Reads the stored document and folds it in; true when some field is now in conflict. */
  const absorb = useCallback(async (by: string | null): Promise<boolean> => {
    const fresh = await loadTextDoc(id);
    const current = latest.current;
    if (!fresh || !current) return false;
    const merged = mergeRemote(current.base, current.drafts, asDrafts(fresh));
    const next = { ...current, base: merged.base, drafts: merged.drafts };
    latest.current = next;
    setDoc(next);
    const fields = Object.keys(merged.conflicts) as DocField[];
    if (fields.length === 0) return false;
    const name = await userName(by, id);
    setConflicts((old) => ({ ...old, ...Object.fromEntries(fields.map((f) => [f, { theirs: merged.conflicts[f]?.[0]?.text ?? '', by: name }])) }));
    return true;
  }, [id]);

  const save = useCallback(async () => {
    const current = latest.current;
    if (!current || Object.keys(conflictsRef.current).length > 0) return;
    setStatus('saving');
    try {
      if (await absorb(null)) return setStatus('unsaved');
      const now = latest.current ?? current;
      await saveTextDoc(id, { ...asDoc(now.base), readonly: false }, asDoc(now.drafts));
      const saved = { ...now, base: now.drafts };
      latest.current = saved;
      setDoc((d) => (d ? { ...d, base: now.drafts } : d));
      setFailure(null);
      setStatus('saved');
    } catch (error) {
      setFailure(problemText(error));
      setStatus('failed');
    }
  }, [id, absorb]);

  const dirty = doc ? JSON.stringify(asDoc(doc.base)) !== JSON.stringify(asDoc(doc.drafts)) : false;
  const blocked = Object.keys(conflicts).length > 0;
  useEffect(() => {
    if (!dirty || blocked || doc?.readonly) return;
    setStatus('unsaved');
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [doc?.drafts, dirty, blocked, doc?.readonly, save]);

  const onChange = useCallback(
    (change: EntityChange) => {
      if (change.entity !== id || change.tabSessionId === tabSessionId()) return;
      if (change.op === 'del') return setMissing(true);
      void absorb(change.userId).catch((error: unknown) => console.error('refreshing the text failed', error));
    },
    [id, absorb],
  );
  useEntityChanges([id], onChange);

  const edit = useCallback((field: DocField, value: string) => {
    setDoc((d) => (d ? { ...d, drafts: { ...d.drafts, [field]: [{ text: value, lang: null, cap: null }] } } : d));
  }, []);

  const resolve = useCallback((field: DocField, how: 'theirs' | 'mine') => {
    const conflict = conflictsRef.current[field];
    if (!conflict) return;
    const theirs = [{ text: conflict.theirs, lang: null, cap: null }];
    setDoc((d) => (d ? { ...d, ...(how === 'theirs' ? takeTheirs(d, field, theirs) : keepMine(d, field, theirs)) } : d));
    setConflicts(({ [field]: _gone, ...rest }) => rest);
  }, []);

  return { doc: doc ? { ...asDoc(doc.drafts), readonly: doc.readonly } : null, missing, loadError, conflicts, status, failure, edit, resolve };
}
