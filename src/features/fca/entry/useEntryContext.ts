import { useEffect, useRef, useState } from 'react';
import type { ContextAnswer } from '../../../../realtime/protocol/fca';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { mayChangeAnswer } from '../../../../model/semanticSearch/liveChange';
import { problemText } from '../../../components/Problem';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { loadContext } from '../api/fcaApi';

/** Changes arriving together rebuild the context once. */
const LIVE_DEBOUNCE_MS = 400;

export type EntryContext = {
  answer: ContextAnswer | null;
  problem: string | null;
  loading: boolean;
  reload: () => void;
};

/**
 * An entry's formal context, kept current: a context built from the ontology says which classes
 * and properties it reads; the hub's changes on those classes ask for it again (debounced), and a
 * new context is computed afresh by whoever shows it.
 */
export function useEntryContext(entryId: string, version: string): EntryContext {
  const [answer, setAnswer] = useState<ContextAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const round = useRef<AbortController | null>(null);

  const load = useRef(() => undefined as void);
  load.current = () => {
    round.current?.abort();
    const controller = new AbortController();
    round.current = controller;
    setLoading(true);
    loadContext(entryId, controller.signal).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        setAnswer(fresh);
        setProblem(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setProblem(problemText(error));
        setLoading(false);
      },
    );
  };

  // a changed entry (its settings saved) builds its context again
  useEffect(() => {
    load.current();
    return () => round.current?.abort();
  }, [entryId, version]);

  // the hub's changes to the classes the context reads rebuild it, once for changes arriving together
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEntityChanges(answer?.reads.classes ?? [], (change: EntityChange) => {
    if (!answer || !mayChangeAnswer(change, answer.reads) || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      load.current();
    }, LIVE_DEBOUNCE_MS);
  });

  return { answer, problem, loading, reload: () => load.current() };
}
