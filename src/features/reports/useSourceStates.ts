import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/apiFetch';
import type { EntityChange } from '../../../realtime/protocol/hubEvents';
import type { SearchAnswer } from '../../../realtime/protocol/semanticSearch';
import type { SourceState } from '../../../model/reports/reportModel';
import { mayChangeAnswer } from '../../../model/semanticSearch/liveChange';
import { runSearchPage } from './reportsApi';
import { useEntityChanges } from '../../components/useEntityChanges';

/** Rows read per call (the run's most), and the most a report reads of one source. */
const PAGE = 1000;
export const MAX_SOURCE_ROWS = 20_000;
/** Changes arriving together re-run a source once. */
const LIVE_DEBOUNCE_MS = 250;

type Loaded = { state: SourceState; reads: SearchAnswer['reads'] | null };

/** Every row of a search's answer (up to MAX_SOURCE_ROWS): figures and charts are over the whole result. */
async function readWholeAnswer(searchId: string, signal: AbortSignal): Promise<Loaded> {
  try {
    const first = await runSearchPage(searchId, 0, PAGE, signal);
    const rows = [...first.rows];
    while (rows.length < first.total && rows.length < MAX_SOURCE_ROWS) {
      const next = await runSearchPage(searchId, rows.length, PAGE, signal);
      if (!next.rows.length) break;
      rows.push(...next.rows);
    }
    return {
      state: { state: 'ready', columns: first.columns.map((c) => ({ code: c.code, name: c.name, numeric: c.kind === 'number' })), rows: rows.map((r) => r.cells), total: first.total, complete: rows.length >= first.total },
      reads: first.reads,
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    // the search is gone or not shared with this reader: the report says so in its place
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return { state: { state: 'denied' }, reads: null };
    return { state: { state: 'failed', message: error instanceof Error ? error.message : String(error) }, reads: null };
  }
}

/**
 * The answers of a report's sources, by search id, kept current: each source's answer says what it
 * reads (classes and properties); the hub's changes on those classes re-run only the sources they
 * may change, like an open search result.
 */
export function useSourceStates(searchIds: readonly string[]): ReadonlyMap<string, SourceState> {
  const key = [...new Set(searchIds)].join(',');
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(new Map());
  const rounds = useRef(new Map<string, AbortController>());

  const load = useRef((id: string) => {
    rounds.current.get(id)?.abort();
    const controller = new AbortController();
    rounds.current.set(id, controller);
    readWholeAnswer(id, controller.signal).then(
      (answer) => !controller.signal.aborted && setLoaded((before) => new Map(before).set(id, answer)),
      () => undefined,
    );
  });

  // a source added or taken away loads or lets go of that source alone; the others stay as they are
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    for (const [id, controller] of rounds.current) {
      if (ids.includes(id)) continue;
      controller.abort();
      rounds.current.delete(id);
    }
    setLoaded((before) => new Map([...before].filter(([id]) => ids.includes(id))));
    for (const id of ids) if (!rounds.current.has(id)) load.current(id);
  }, [key]);
  useEffect(() => {
    const running = rounds.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  // the classes the answers read: their rooms tell of changes
  const watched = [...loaded.values()].flatMap((l) => l.reads?.classes ?? []);
  const current = useRef(loaded);
  current.current = loaded;
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEntityChanges(watched, (change: EntityChange) => {
    for (const [id, l] of current.current) if (l.reads && mayChangeAnswer(change, l.reads)) pending.current.add(id);
    if (!pending.current.size || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      for (const id of pending.current) load.current(id);
      pending.current.clear();
    }, LIVE_DEBOUNCE_MS);
  });

  return useMemo(() => new Map([...loaded].map(([id, l]) => [id, l.state])), [loaded]);
}
