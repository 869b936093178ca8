import { useState } from 'react';
import { showMessage } from '../../state/messageStore';
import { problemText } from '../../components/Problem';
import { runReasoner, stopReasoner } from './reasonerApi';

/** Run and stop, with the refusal (not an editor of the map) shown as a message. */
export function useReasonerActions(mapId: string | null) {
  const [busy, setBusy] = useState(false);
  const act = (call: (id: string) => Promise<unknown>) => () => {
    if (!mapId) return;
    setBusy(true);
    void call(mapId)
      .catch((error: unknown) => showMessage({ text: problemText(error), kind: 'error' }))
      .finally(() => setBusy(false));
  };
  return { busy, run: act(runReasoner), stop: act(stopReasoner) };
}
