import type { Discussion, DiscussionChangeResult, DiscussionCounts, FetchDiscussionsResult } from '../../../../../realtime/protocol/documents/comments';
import { DOCUMENT_LIMITS } from '../../../../../realtime/protocol/documents/structured';
import { assertDocumentId, type Timers } from './viewerRegistry';

export type DiscussionsState = {
  discussions: Discussion[];
  counts: DiscussionCounts;
  /** Until the first answer. */
  loading: boolean;
  error: unknown;
};

export type CommentModuleDeps = {
  fetch: (documentIds: string[]) => Promise<FetchDiscussionsResult>;
  /** Starts hearing of changes to the document's discussions (and of reconnects); returns the stop. */
  listen: (documentId: string, onChange: () => void) => () => void;
  timers?: Timers;
  debounceMs?: number;
};

const defaultTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The comments of one document as a viewer shows them: loaded once, then fetched again 200 ms
 * after the last announced change (§7, §9: a burst of replies costs one request), with answers
 * that arrive after a newer request started dropped. Disposed by the viewer registry 3 s after
 * its viewer closes.
 */
export class CommentModule {
  private current: DiscussionsState = { discussions: [], counts: { open: 0, total: 0 }, loading: true, error: null };
  private readonly listeners = new Set<(state: DiscussionsState) => void>();
  private readonly timers: Timers;
  private readonly debounceMs: number;
  private readonly stopListening: () => void;
  private pending: unknown = undefined;
  private ticket = 0;
  private disposed = false;
  readonly documentId: string;

  constructor(
    documentId: string | null | undefined,
    private readonly deps: CommentModuleDeps,
  ) {
    assertDocumentId(documentId);
    this.documentId = documentId;
    this.timers = deps.timers ?? defaultTimers;
    this.debounceMs = deps.debounceMs ?? DOCUMENT_LIMITS.discussionsDebounceMs;
    this.stopListening = deps.listen(documentId, () => this.refreshSoon());
    void this.refresh();
  }

  get state(): DiscussionsState {
    return this.current;
  }

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: (state: DiscussionsState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A change was announced: fetch once things settle. */
  refreshSoon(): void {
    if (this.disposed) return;
    if (this.pending !== undefined) this.timers.clear(this.pending);
    this.pending = this.timers.set(() => {
      this.pending = undefined;
      void this.refresh();
    }, this.debounceMs);
  }

  async refresh(): Promise<void> {
    const documentId = this.documentId;
    const ticket = ++this.ticket;
    try {
      const answer = await this.deps.fetch([documentId]);
      if (ticket !== this.ticket || this.disposed) return;
      const counts = answer.counts[documentId] ?? { open: 0, total: 0 };
      this.update({ discussions: answer.discussions.filter((d) => d.documentId === documentId), counts, loading: false, error: null });
    } catch (error) {
      if (ticket !== this.ticket || this.disposed) return;
      this.update({ ...this.current, loading: false, error });
    }
  }

  /** Shows the answer of one's own change at once (the announcement's refetch follows). */
  apply(result: DiscussionChangeResult, discussionId: string): void {
    if (this.disposed) return;
    const others = this.current.discussions.filter((d) => d.id !== discussionId);
    const discussions = result.discussion ? upsert(this.current.discussions, result.discussion) : others;
    this.update({ ...this.current, discussions, counts: result.counts });
  }

  dispose(): void {
    this.disposed = true;
    if (this.pending !== undefined) this.timers.clear(this.pending);
    this.stopListening();
    this.listeners.clear();
  }

  private update(next: DiscussionsState): void {
    this.current = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}

function upsert(discussions: readonly Discussion[], discussion: Discussion): Discussion[] {
  const at = discussions.findIndex((d) => d.id === discussion.id);
  if (at < 0) return [...discussions, discussion];
  return discussions.map((d, i) => (i === at ? discussion : d));
}
