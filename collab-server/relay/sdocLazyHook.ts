import type { AppContext } from '../context';
import type { RelayHook } from './relayHooks';
import type { SdocReconcileOptions } from './sdocReconcile';

/**
 * The structured-document hook (seed and reconciliation), loaded when the first `sdoc:` document
 * opens: it brings Tiptap's schema and the Markdown serialiser, seconds of start-up that a process
 * (or a test server) that never opens a structured document should not pay. A document is always
 * loaded before it is updated or unloaded, so the hook is there for everything after onLoad.
 */
export function sdocLazyHook(ctx: AppContext, options: Omit<SdocReconcileOptions, 'debounceMs' | 'maxWaitMs'>): RelayHook {
  let hook: Promise<RelayHook> | null = null;
  let loaded: RelayHook | null = null;
  const load = (): Promise<RelayHook> =>
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
    onClose: async () => loaded?.onClose?.(),
  };
}
