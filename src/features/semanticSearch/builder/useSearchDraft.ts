import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SaveSearch, SavedSearch, SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { createSearch, loadSearch, updateSearch } from '../api/searchApi';
import { placedProblem, type PlacedProblem } from '../api/searchProblem';

/** What the user edits besides the settings. */
export type SearchMeta = Pick<SaveSearch, 'name' | 'desc' | 'code' | 'subject_area' | 'app'>;

export type SearchDraft = {
  /** The search as stored (null: a new one, not saved yet). */
  saved: SavedSearch | null;
  meta: SearchMeta;
  /** null: no root class chosen yet. */
  settings: SearchSettings | null;
  loading: boolean;
  loadProblem: string | null;
  /** The last refusal of a save, with its place in the search. */
  problem: PlacedProblem | null;
  dirty: boolean;
  saving: boolean;
  setMeta: (meta: SearchMeta) => void;
  setSettings: (edit: (settings: SearchSettings | null) => SearchSettings | null) => void;
  setProblem: (problem: PlacedProblem | null) => void;
  /** Saves (creating the search when new); answers the stored search, or null when refused. */
  save: (meta?: SearchMeta) => Promise<SavedSearch | null>;
};

const EMPTY_META: SearchMeta = { name: '', desc: '', code: '', subject_area: [], app: 'onto' };
const metaOf = (s: SavedSearch): SearchMeta => ({ name: s.name, desc: s.desc, code: s.code, subject_area: s.subject_area, app: s.app === 'edu' ? 'edu' : 'onto' });
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One search being built: loaded, edited, compared with what is stored, saved. */
export function useSearchDraft(id: string | null): SearchDraft {
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const [meta, setMeta] = useState<SearchMeta>(EMPTY_META);
  const [settings, setSettingsState] = useState<SearchSettings | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<PlacedProblem | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    loadSearch(id).then(
      (search) => {
        if (!live) return;
        setSaved(search);
        setMeta(metaOf(search));
        setSettingsState(search.json);
        setLoading(false);
      },
      (error: unknown) => live && (setLoadProblem(placedProblem(error).message), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const setSettings = useCallback((edit: (s: SearchSettings | null) => SearchSettings | null) => setSettingsState(edit), []);

  const dirty = useMemo(() => (saved ? !same(saved.json, settings) || !same(metaOf(saved), meta) : settings !== null), [saved, settings, meta]);

  const save = useCallback(
    async (next?: SearchMeta): Promise<SavedSearch | null> => {
      if (!settings) return null;
      const wanted = next ?? meta;
      setSaving(true);
      setProblem(null);
      try {
        const body: SaveSearch = { ...wanted, json: settings };
        const stored = saved ? await updateSearch(saved.id, body) : await createSearch(body);
        setSaved(stored);
        setMeta(metaOf(stored));
        setSettingsState(stored.json);
        return stored;
      } catch (error) {
        setProblem(placedProblem(error));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [meta, saved, settings],
  );

  return { saved, meta, settings, loading, loadProblem, problem, dirty, saving, setMeta, setSettings, setProblem, save };
}
