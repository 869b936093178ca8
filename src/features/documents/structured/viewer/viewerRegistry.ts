/**
 * The viewer and comment-module rules of domain spec §4/§5: a viewer instance is registered under
 * an id that must be given and must not be taken; a comment module needs a document id; a closed
 * viewer (with its comment module) is disposed and unregistered 3 s later (§9), so coming back to
 * the document within that time finds it still loaded and subscribed. No React, no DOM.
 */
export const VIEWER_MESSAGES = {
  noViewerId: 'Не задан идентификатор экземпляра вьювера!',
  duplicateViewer: (id: string) => `Вьювер с идентификатором ${id} уже зарегистрирован!`,
  noDocumentId: 'Не задан идентификатор документа!',
} as const;

/** Viewer disposal delay (§9). */
export const VIEWER_DISPOSE_DELAY_MS = 3000;

export type Disposable = { dispose: () => void };
export type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A comment module is always about one document: refused without its id. */
export function assertDocumentId(documentId: string | null | undefined): asserts documentId is string {
  if (!documentId) throw new Error(VIEWER_MESSAGES.noDocumentId);
}

type Entry<T> = { module: T; closing: unknown };

/** Viewer instances by id; each one's module is disposed 3 s after it is closed. */
export class ViewerRegistry<T extends Disposable> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly timers: Timers = realTimers,
    private readonly delayMs = VIEWER_DISPOSE_DELAY_MS,
  ) {}

  /**
   * Registers a viewer and returns its module. An id still waiting for its disposal is taken back
   * with its module (the same screen shown again); an id in use is refused.
   */
  register(viewerId: string | null | undefined, create: () => T): T {
    if (!viewerId) throw new Error(VIEWER_MESSAGES.noViewerId);
    const entry = this.entries.get(viewerId);
    if (entry) {
      if (entry.closing === undefined) throw new Error(VIEWER_MESSAGES.duplicateViewer(viewerId));
      this.timers.clear(entry.closing);
      entry.closing = undefined;
      return entry.module;
    }
    const module = create();
    this.entries.set(viewerId, { module, closing: undefined });
    return module;
  }

  /** The viewer was closed: its module is disposed and its id freed after the delay. */
  close(viewerId: string): void {
    const entry = this.entries.get(viewerId);
    if (!entry || entry.closing !== undefined) return;
    entry.closing = this.timers.set(() => {
      if (this.entries.get(viewerId) !== entry) return;
      this.entries.delete(viewerId);
      entry.module.dispose();
    }, this.delayMs);
  }

  isRegistered(viewerId: string): boolean {
    return this.entries.has(viewerId);
  }

  /** Whether the viewer is open (registered and not waiting for disposal). */
  isOpen(viewerId: string): boolean {
    const entry = this.entries.get(viewerId);
    return entry !== undefined && entry.closing === undefined;
  }
}
