import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchAnswer, SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { runSearch, type RunRequest } from '../api/searchApi';
import { placedProblem, type PlacedProblem } from '../api/searchProblem';
import { changedRows, mayChangeAnswer } from '../model/liveChange';
import { useEntityChanges } from '../../../components/useEntityChanges';

export type RunTarget = { id: string } | { settings: SearchSettings };

/** How long the builder waits after an edit before running the draft again. */
const EDIT_DEBOUNCE_MS = 300;
/** How long after a colleague's change the result is asked again (changes come in bursts). */
const LIVE_DEBOUNCE_MS = 150;
/** How long changed rows stay highlighted. */
const HIGHLIGHT_MS = 2000;

export type SearchRun = {
  answer: SearchAnswer | null;
  loading: boolean;
  problem: PlacedProblem | null;
  /** Rows (by root instance, or #position) that changed on the last live update. */
  changed: Set<string>;
};

/**
 * The open result of a search: run when the search or the page changes (a draft after a short
 * pause), and again — within a second — when a change reported on one of the classes it reads
 * touches what it reads; other changes are ignored. A newer run aborts an older one. A run that
 * fails leaves no rows: the old ones never stay under its problem looking current.
 */
export function useSearchRun(target: RunTarget | null, request: RunRequest): SearchRun {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<PlacedProblem | null>(null);
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const [round, setRound] = useState(0);
  const live = useRef(false);
  const shown = useRef<SearchAnswer | null>(null);
  const key = target ? JSON.stringify([target, request]) : '';
  const first = useRef(true);

  useEffect(() => {
    if (!key || !target) return;
    const controller = new AbortController();
    const wait = live.current ? 0 : 'settings' in target && !first.current ? EDIT_DEBOUNCE_MS : 0;
    first.current = false;
    const timer = setTimeout(() => {
      setLoading(true);
      const byLive = live.current;
      live.current = false;
      runSearch(target, request, controller.signal).then(
        (next) => {
          if (controller.signal.aborted) return;
          setChanged(byLive ? changedRows(shown.current, next) : new Set());
          shown.current = next;
          setAnswer(next);
          setProblem(null);
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // the rows of an earlier run do not answer this one: they go (the columns stay, to sort
          // or page again), and the problem stands in their place
          shown.current = shown.current ? { ...shown.current, rows: [], total: 0 } : null;
          setAnswer(shown.current);
          setChanged(new Set());
          setProblem(placedProblem(error));
          setLoading(false);
        },
      );
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // the key stands for the target and the request
  }, [key, round]);

  useEffect(() => {
    if (changed.size === 0) return;
    const timer = setTimeout(() => setChanged(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  const onChange = useCallback(
    (change: Parameters<typeof mayChangeAnswer>[0]) => {
      const reads = shown.current?.reads;
      if (!reads || !mayChangeAnswer(change, reads)) return;
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = null;
        live.current = true;
        setRound((r) => r + 1);
      }, LIVE_DEBOUNCE_MS);
    },
    [],
  );
  useEntityChanges(answer?.reads.classes ?? [], onChange);

  return { answer, loading, problem, changed };
}
