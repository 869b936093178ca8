import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReasonerAnswer, ReasonerStatus } from '../../../realtime/protocol/reasoner';
import { fetchReasoner } from './reasonerApi';

export type ReasonerView = {
  answer: ReasonerAnswer | null;
  /** Where the run stands now: pushed by the hub between answers (progress). */
  status: ReasonerStatus | null;
  error: unknown;
  reload: () => void;
};

const FINISHED = new Set(['done', 'failed', 'stopped']);

/**
 * A map's inferences, kept current: the hub pushes every step of a run to the map's room, and a
 * finished run (a new version) makes the answer be read again — in the caller's language, which is
 * why the push carries no conclusions itself.
 */
export function useReasoner(mapId: string | null, lang: string): ReasonerView {
  const [answer, setAnswer] = useState<ReasonerAnswer | null>(null);
  const [status, setStatus] = useState<ReasonerStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const loading = useRef<{ busy: boolean; again: boolean }>({ busy: false, again: false });
  const current = useRef<string | null>(mapId);
  current.current = mapId;
  // a read asked for while another is under way runs once that one ends — with the map chosen then,
  // not the one of the read that was under way (a choice made during a slow first read is not lost)
  const latest = useRef<() => void>(() => undefined);

  const reload = useCallback(() => {
    if (!mapId) return;
    const flags = loading.current;
    if (flags.busy) return void (flags.again = true);
    flags.busy = true;
    void fetchReasoner(mapId, lang)
      .then(
        (next) => {
          if (current.current !== mapId) return;
          setAnswer(next);
          setStatus(next);
          setError(null);
        },
        (failure: unknown) => current.current === mapId && setError(failure),
      )
      .finally(() => {
        flags.busy = false;
        if (flags.again) {
          flags.again = false;
          latest.current();
        }
      });
  }, [mapId, lang]);
  latest.current = reload;

  useEffect(() => {
    setAnswer(null);
    setStatus(null);
    reload();
  }, [reload]);

  const shownVersion = useRef(-1);
  shownVersion.current = answer?.version ?? -1;
  useEffect(() => {
    if (!mapId) return;
    let stopped = false;
    let release = () => undefined as void;
    let unsubscribe = () => undefined as void;
    void import('../../../realtime/bus').then(({ watchEntity, reasoner$ }) => {
      if (stopped) return;
      // once in the room, read again: a run that finished between the first read and the join is not missed
      release = watchEntity(mapId, reload);
      const subscription = reasoner$.subscribe((update) => {
        if (update.mapId !== mapId) return;
        setStatus(update);
        if (FINISHED.has(update.state) || update.version !== shownVersion.current) reload();
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      stopped = true;
      release();
      unsubscribe();
    };
  }, [mapId, reload]);

  return { answer, status, error, reload };
}
