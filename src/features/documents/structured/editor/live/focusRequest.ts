import { useCallback, useSyncExternalStore } from 'react';
import { ValueStore } from './selectionStore';

/** Which field of an element should take the caret: its text (its editor) or its title. */
export type FocusField = 'content' | 'title';
export type FocusRequest = { id: string; field: FocusField };

/**
 * The element that should take the caret as soon as its field is on screen — an element just
 * added, whose editor does not exist yet when the add is made. A store, not an event: the field
 * may mount a frame later, and reads the request then. The field that takes the caret clears it.
 */
export class FocusRequestStore extends ValueStore<FocusRequest | null> {
  constructor() {
    super(null);
  }

  request = (next: FocusRequest | null): void => this.set(next);

  /** Called by the field that took the caret; a newer request for another field stays. */
  fulfilled = (id: string, field: FocusField): void => {
    const current = this.get();
    if (current?.id === id && current.field === field) this.set(null);
  };
}

/** Whether this field is asked to take the caret (a boolean: only the field concerned re-renders). */
export function useFocusWanted(store: FocusRequestStore, id: string, field: FocusField): boolean {
  return useSyncExternalStore(
    store.subscribe,
    useCallback(() => {
      const current = store.get();
      return current?.id === id && current.field === field;
    }, [store, id, field]),
  );
}
