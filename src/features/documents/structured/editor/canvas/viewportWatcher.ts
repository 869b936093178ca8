import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/**
 * One IntersectionObserver for all element blocks of the document pane (2,000 observers would
 * cost more than the editors they save). An element counts as near while it is within a screen
 * or so of the pane's visible part.
 */
export class ViewportWatcher {
  private readonly observer: IntersectionObserver;
  private readonly callbacks = new Map<Element, (near: boolean) => void>();

  constructor(root: Element | null, margin = '800px 0px') {
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) this.callbacks.get(entry.target)?.(entry.isIntersecting);
      },
      { root, rootMargin: margin },
    );
  }

  watch(element: Element, onChange: (near: boolean) => void): () => void {
    this.callbacks.set(element, onChange);
    this.observer.observe(element);
    return () => {
      this.callbacks.delete(element);
      this.observer.unobserve(element);
    };
  }

  disconnect(): void {
    this.observer.disconnect();
    this.callbacks.clear();
  }
}

export const ViewportContext = createContext<ViewportWatcher | null>(null);

/** Whether the element is near the visible part of the document pane (true without a watcher). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const watcher = useContext(ViewportContext);
  const [near, setNear] = useState(watcher === null);
  useEffect(() => {
    if (!watcher || !ref.current) return;
    return watcher.watch(ref.current, setNear);
  }, [watcher, ref]);
  return near;
}
