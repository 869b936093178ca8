import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { CommentModule, type DiscussionsState } from './commentModule';
import { fetchDiscussions } from './commentsApi';
import { listenToDiscussions } from './documentFeed';
import { ViewerRegistry } from './viewerRegistry';

/** One viewer instance: the document it shows and that document's comment module. */
export type ViewerModule = { documentId: string; comments: CommentModule; dispose: () => void };

/** The tab's viewers: each screen showing a document registers here and is disposed 3 s after it closes. */
export const viewerRegistry = new ViewerRegistry<ViewerModule>();

function createViewerModule(documentId: string): ViewerModule {
  const comments = new CommentModule(documentId, { fetch: fetchDiscussions, listen: listenToDiscussions });
  return { documentId, comments, dispose: () => comments.dispose() };
}

const NOTHING: DiscussionsState = { discussions: [], counts: { open: 0, total: 0 }, loading: true, error: null };

/**
 * Registers this screen as a viewer of the document and gives its comments, live. The viewer id
 * is the component's own, so two panes on one document are two viewers; a remount within 3 s
 * (React's dev double effects, a quick back-and-forth) takes the same module back.
 */
export function useCommentModule(documentId: string): { module: CommentModule | null; state: DiscussionsState; error: Error | null } {
  const instance = useId();
  const [module, setModule] = useState<CommentModule | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    const viewerId = `sdoc-viewer:${documentId}:${instance}`;
    try {
      setModule(viewerRegistry.register(viewerId, () => createViewerModule(documentId)).comments);
      setError(null);
    } catch (problem) {
      setError(problem instanceof Error ? problem : new Error(String(problem)));
      return;
    }
    return () => viewerRegistry.close(viewerId);
  }, [documentId, instance]);
  const state = useSyncExternalStore(
    (onChange) => module?.subscribe(onChange) ?? (() => undefined),
    () => module?.state ?? NOTHING,
  );
  return { module, state, error };
}
