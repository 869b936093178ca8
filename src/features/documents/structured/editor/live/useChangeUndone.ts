import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { metaMap } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { showMessage } from '../../../../../state/messageStore';

/** Meta `changeRefused`, as the relay writes it (collab-server/documents/structured/relay/sdocGuard.ts). */
const CHANGE_REFUSED_KEY = 'changeRefused';

function refusalOf(doc: Y.Doc): { userId: string; message: string; at: string } | null {
  const value = metaMap(doc).get(CHANGE_REFUSED_KEY) as Record<string, unknown> | undefined;
  if (typeof value?.userId !== 'string' || typeof value.message !== 'string' || typeof value.at !== 'string') return null;
  return { userId: value.userId, message: value.message, at: value.at };
}

/**
 * Tells the user when the server undid a change of theirs they had no right to make (a
 * content-only editor moving a section, say): the relay records it in meta `changeRefused`,
 * naming the user; only a refusal that arrives while the editor is open is shown.
 */
export function useChangeUndone(doc: Y.Doc | null, synced: boolean, selfId: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!doc || !synced) return;
    const meta = metaMap(doc);
    let seen = refusalOf(doc)?.at ?? null;
    const onMeta = (event: Y.YMapEvent<unknown>) => {
      if (!event.keysChanged.has(CHANGE_REFUSED_KEY)) return;
      const refusal = refusalOf(doc);
      if (!refusal || refusal.at === seen) return;
      seen = refusal.at;
      if (refusal.userId === selfId) showMessage({ text: t('sdocEditor.errors.changeUndone', { message: refusal.message }), kind: 'warning', key: 'sdoc-change-undone' });
    };
    meta.observe(onMeta);
    return () => meta.unobserve(onMeta);
  }, [doc, synced, selfId, t]);
}
