import { useEffect, useRef, useState } from 'react';
import { ElementBlock } from './ElementBlock';
import { ViewportContext, ViewportWatcher } from './viewportWatcher';

/**
 * The document as it reads, each element in place and editable. It is its own scroll pane:
 * editors mount for elements within about a screen of what is visible.
 */
export function DocumentCanvas({ rootId }: { rootId: string }) {
  const pane = useRef<HTMLDivElement>(null);
  const [watcher, setWatcher] = useState<ViewportWatcher | null>(null);
  useEffect(() => {
    const created = new ViewportWatcher(pane.current);
    setWatcher(created);
    return () => created.disconnect();
  }, []);
  return (
    <div ref={pane} className="min-h-0 flex-1 overflow-y-auto rounded border border-gray-200 bg-white" data-testid="sdoc-canvas">
      <div className="mx-auto max-w-4xl px-8 py-6">
        {watcher && (
          <ViewportContext.Provider value={watcher}>
            <ElementBlock id={rootId} depth={0} />
          </ViewportContext.Provider>
        )}
      </div>
    </div>
  );
}
