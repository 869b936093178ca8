import { useMemo, useRef, type DragEvent } from 'react';
import type { RowDrag } from './TreeRowView';
import type { DropWhere } from './treeModel';
import type { TreeActions } from './useTreeActions';

/** The drag's data type: an element of this editor, not text or files dragged in from elsewhere. */
const DRAG_TYPE = 'application/x-ontoweave-sdoc-element';

/**
 * Where over a row the pointer is: its top quarter drops before it, its bottom quarter after it,
 * the middle into it; a middle the element may not go into drops before or after, whichever half.
 */
export function dropWhereAt(offsetY: number, height: number, mayGoInside: boolean): DropWhere {
  const share = height > 0 ? offsetY / height : 0.5;
  if (share < 0.25) return 'before';
  if (share > 0.75) return 'after';
  if (mayGoInside) return 'inside';
  return share < 0.5 ? 'before' : 'after';
}

/** Dragging rows of the tree: the element dragged, where it would land (the hint), and the drop. */
export function useRowDrag(actions: TreeActions, setHint: (hint: { id: string; where: DropWhere } | null) => void): RowDrag {
  const dragged = useRef<string | null>(null);
  const shown = useRef<string | null>(null);
  return useMemo<RowDrag>(() => {
    // dragover fires many times a second: the tree re-renders only when the hint moves
    const hint = (next: { id: string; where: DropWhere } | null) => {
      const key = next ? `${next.id}:${next.where}` : null;
      if (key === shown.current) return;
      shown.current = key;
      setHint(next);
    };
    const whereOver = (targetId: string, event: DragEvent<HTMLElement>): DropWhere | null => {
      const id = dragged.current;
      if (!id) return null;
      const box = event.currentTarget.getBoundingClientRect();
      const where = dropWhereAt(event.clientY - box.top, box.height, actions.dropTarget(id, targetId, 'inside') !== null);
      return actions.dropTarget(id, targetId, where) ? where : null;
    };
    return {
      start(id, event) {
        dragged.current = id;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(DRAG_TYPE, id);
      },
      over(targetId, event) {
        const where = whereOver(targetId, event);
        if (!where) return hint(null);
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        hint({ id: targetId, where });
      },
      drop(targetId, event) {
        const id = dragged.current;
        const where = whereOver(targetId, event);
        event.preventDefault();
        dragged.current = null;
        hint(null);
        if (id && where) actions.drop(id, targetId, where);
      },
      end() {
        dragged.current = null;
        hint(null);
      },
    };
  }, [actions, setHint]);
}
