import { useCallback, useEffect, useState } from 'react';
import type { FcaEntry } from '../../../../realtime/protocol/fca';
import { problemText } from '../../../components/Problem';
import { loadFca } from '../api/fcaApi';

/** One entry, read when opened and replaced by what a save answers. */
export function useEntry(id: string): { entry: FcaEntry | null; problem: string | null; setEntry: (entry: FcaEntry) => void; reload: () => void } {
  const [entry, setEntry] = useState<FcaEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    loadFca(id).then(
      (loaded) => current && (setEntry(loaded), setProblem(null)),
      (error: unknown) => current && setProblem(problemText(error)),
    );
    return () => {
      current = false;
    };
  }, [id, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { entry, problem, setEntry, reload };
}
