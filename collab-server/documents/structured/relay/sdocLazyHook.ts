import type { AppContext } from '../../../context';
import type { ChangeFeed } from '../../../hub';
import { DOCUMENT_OPS } from '../documentChangeLog';
import type { RelayHook } from '../../../relay';
import { RELAY_TAB_SESSION } from '../../../relay';
import type { SdocReconcileHook, SdocReconcileOptions } from './sdocReconcile';

/**
 * The structured-document hook (seed and reconciliation), loaded when the first `sdoc:` document
 * opens: it brings the content schema and the Markdown parser and serialiser, start-up that a
 * process (or a test server) that never opens a structured document should not pay. A document is always
 * loaded before it is updated or unloaded, so the hook is there for everything after onLoad.
 * Saves made outside the relay (`changes`: the change log) reach the live documents it holds.
 */
export function sdocLazyHook(ctx: AppContext, changes: ChangeFeed | undefined, options: Omit<SdocReconcileOptions, 'debounceMs' | 'maxWaitMs'>): RelayHook {
  let hook: Promise<SdocReconcileHook> | null = null;
  let loaded: SdocReconcileHook | null = null;
  const unsubscribe = changes?.subscribe((change) => {
    if (change.op === DOCUMENT_OPS.save && change.tabSessionId !== RELAY_TAB_SESSION) loaded?.storeChanged(change.entity);
  });
  const load = (): Promise<SdocReconcileHook> =>
    (hook ??= import('./sdocReconcile').then(({ sdocReconcileHook, SDOC_RECONCILE }) => {
      loaded = sdocReconcileHook(ctx, { ...options, debounceMs: SDOC_RECONCILE.debounceMs, maxWaitMs: SDOC_RECONCILE.maxWaitMs });
      return loaded;
    }));
  return {
    async onLoad(doc) {
      if (!doc.name.startsWith('sdoc:') && !loaded) return;
      await (await load()).onLoad?.(doc);
    },
    onUpdate: (doc, update, origin) => loaded?.onUpdate?.(doc, update, origin),
    onAwareness: (doc, update, origin) => loaded?.onAwareness?.(doc, update, origin),
    onUnload: async (doc) => loaded?.onUnload?.(doc),
    onClose: async () => {
      unsubscribe?.();
      await loaded?.onClose?.();
    },
  };
}
