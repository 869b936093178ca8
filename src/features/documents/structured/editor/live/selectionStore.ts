import { useCallback, useSyncExternalStore } from 'react';

/** A value many components read, each re-rendering only when what it derives from it changes. */
export class ValueStore<T> {
  private readonly listeners = new Set<() => void>();
  constructor(private value: T) {}
  get = (): T => this.value;
  set = (next: T): void => {
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of [...this.listeners]) listener();
  };
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The element selected in the tree (and highlighted in the document pane). */
export type SelectionStore = ValueStore<string | null>;

export const useSelectedId = (selection: SelectionStore): string | null => useSyncExternalStore(selection.subscribe, selection.get);

/** Whether this element is the selected one: a boolean, so only the two blocks that change re-render. */
export function useIsSelected(selection: SelectionStore, id: string): boolean {
  return useSyncExternalStore(selection.subscribe, useCallback(() => selection.get() === id, [selection, id]));
}

/**
 * Something derived from a store as a string (strings compare by value, so an unchanged result
 * re-renders nothing even when the store's value is a new object).
 */
export function useDerivedKey<T>(store: ValueStore<T>, derive: (value: T) => string): string {
  return useSyncExternalStore(store.subscribe, () => derive(store.get()));
}
