import { deepEqual } from '../../../../../../model/documents/documentDiff';
import type { DocumentElement, DocumentSnapshot } from '../../../../../../model/documents/elementModel';

const NO_CHILDREN: readonly string[] = Object.freeze([]);

/**
 * `next` with every element and child list that did not change replaced by the previous object,
 * so components memoised on them (one per element, 2,000 in a big document) skip re-rendering.
 */
export function stabilize(previous: DocumentSnapshot | null, next: DocumentSnapshot): DocumentSnapshot {
  if (!previous) return next;
  const elements: Record<string, DocumentElement> = {};
  for (const [id, element] of Object.entries(next.elements)) {
    const before = previous.elements[id];
    elements[id] = before && deepEqual(before, element) ? before : element;
  }
  const children: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(next.children)) {
    const before = previous.children[id];
    children[id] = before && deepEqual(before, list) ? before : list;
  }
  return { rootId: next.rootId, elements, children };
}

/**
 * The structure as an external store (useSyncExternalStore): each element block subscribes to
 * its own element, children and number, and re-renders only when those change.
 */
export class StructureStore {
  private snapshot: DocumentSnapshot | null = null;
  private numbers: ReadonlyMap<string, string> = new Map();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly numberer: (snapshot: DocumentSnapshot) => ReadonlyMap<string, string>) {}

  set(next: DocumentSnapshot | null): void {
    this.snapshot = next && stabilize(this.snapshot, next);
    const numbers = this.snapshot ? this.numberer(this.snapshot) : new Map<string, string>();
    this.numbers = numbers;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): DocumentSnapshot | null => this.snapshot;
  element = (id: string): DocumentElement | undefined => this.snapshot?.elements[id];
  children = (id: string): readonly string[] => this.snapshot?.children[id] ?? NO_CHILDREN;
  number = (id: string): string => this.numbers.get(id) ?? '';
}
