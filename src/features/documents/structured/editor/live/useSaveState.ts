import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { metaMap, savedMark } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { documentChanged, initialTracking, markSeen, type SaveState, type SaveTracking } from '../status/saveTracking';

/** Why the server refused to save the live document (meta `saveRefused`), as it worded it. */
function refusalOf(doc: Y.Doc): string | null {
  const refused = metaMap(doc).get('saveRefused') as { message?: unknown } | undefined;
  return typeof refused?.message === 'string' ? refused.message : null;
}

/**
 * ToBeSaved while the live document has changes the server has not recorded a save for;
 * SuccessfullySaved once its `saved` mark moves on. Counting starts after the first sync, so
 * loading the document is not taken for an edit. Also the server's refusal, when it refused.
 */
export function useSaveState(doc: Y.Doc | null, synced: boolean): { state: SaveState; refused: string | null } {
  const [tracking, setTracking] = useState<SaveTracking>(() => initialTracking(null));
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!doc || !synced) return;
    const meta = metaMap(doc);
    setTracking(initialTracking(savedMark(doc)));
    setRefused(refusalOf(doc));
    const onTransaction = (transaction: Y.Transaction) => {
      for (const type of transaction.changed.keys()) {
        if (type !== (meta as unknown)) {
          setTracking(documentChanged);
          return;
        }
      }
    };
    const onMeta = () => {
      setTracking((t) => markSeen(t, savedMark(doc)));
      setRefused(refusalOf(doc));
    };
    doc.on('afterTransaction', onTransaction);
    meta.observe(onMeta);
    return () => {
      doc.off('afterTransaction', onTransaction);
      meta.unobserve(onMeta);
    };
  }, [doc, synced]);
  return { state: tracking.state, refused };
}
