import type { EntityChange } from '../../realtime/protocol/hubEvents';

export type ChangeListener = (change: EntityChange) => void;

/**
 * The change log as the hub's tail reads it, for server code of the same process: each change once,
 * in seq order, after the browsers' ENTITY_CHANGE. The relay listens to bring a structured
 * document saved over HTTP into its live copy at once. A listener's failure is its own.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: EntityChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
