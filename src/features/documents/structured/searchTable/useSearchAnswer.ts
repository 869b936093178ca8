import { useEffect, useRef, useState } from 'react';
import type { RunSearch, SearchAnswer } from '../../../../../realtime/protocol/semanticSearch';
import { runSavedSearch } from '../semanticSearchApi';
import { mayChangeAnswer, roomsOf } from '../../../../../model/semanticSearch/liveChange';
import { searchProblemOf, type SearchProblem } from './searchProblem';

/** How long changes gather before the search runs again: a burst of edits costs one run. */
export const RERUN_DELAY_MS = 250;

export type SearchAnswerState = { answer: SearchAnswer | null; problem: SearchProblem | null; loading: boolean };

type Options = { live: boolean };

/**
 * A saved search's answer, and — with `live` — kept current: the tab watches the rooms of the
 * classes the answer reads (their instances' changes come there) and runs the search again, a
 * moment after the last change of a property the answer reads, and after a reconnect (changes
 * made while the socket was down are not replayed). An answer older than one asked later is
 * dropped.
 */
export function useSearchAnswer(searchId: string | null, run: Partial<Omit<RunSearch, 'settings'>>, { live }: Options): SearchAnswerState {
  const [state, setState] = useState<SearchAnswerState>({ answer: null, problem: null, loading: searchId !== null });
  const runKey = JSON.stringify(run);
  const ticket = useRef(0);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!searchId) {
      setState({ answer: null, problem: null, loading: false });
      return;
    }
    const mine = ++ticket.current;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    runSavedSearch(searchId, JSON.parse(runKey) as typeof run, controller.signal).then(
      (answer) => mine === ticket.current && setState({ answer, problem: null, loading: false }),
      (error: unknown) => {
        if (mine !== ticket.current || controller.signal.aborted) return;
        setState({ answer: null, problem: searchProblemOf(error), loading: false });
      },
    );
    return () => controller.abort();
  }, [searchId, runKey, round]);

  const reads = state.answer?.reads ?? null;
  const readsKey = reads ? JSON.stringify([roomsOf(reads), reads.props]) : '';
  useEffect(() => {
    if (!live || !reads || !searchId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: () => void = () => undefined;
    const rerun = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setRound((r) => r + 1), RERUN_DELAY_MS);
    };
    void import('../../../../../realtime/bus').then(({ watchEntity, entityChanges$, connectionState$ }) => {
      if (stopped) return;
      // a change made between the first run and the join would be missed: run once more when in the rooms
      let joined = 0;
      const rooms = roomsOf(reads);
      const releases = rooms.map((room) => watchEntity(room, () => ++joined === rooms.length && rerun()));
      const changes = entityChanges$.subscribe((change) => mayChangeAnswer(change, reads) && rerun());
      let wasDown = false;
      const reconnects = connectionState$.subscribe((s) => {
        if (s === 'reconnecting') wasDown = true;
        if (s === 'connected' && wasDown) {
          wasDown = false;
          rerun();
        }
      });
      stop = () => {
        releases.forEach((release) => release());
        changes.unsubscribe();
        reconnects.unsubscribe();
      };
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
    // `reads` is keyed by readsKey: a run answering the same reads keeps the rooms
  }, [live, readsKey, searchId]);

  return state;
}
