import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../EditorContext';
import { useSelectedId } from '../live/selectionStore';
import { useStructureSnapshot } from '../live/useStructure';
import { highlightColor } from '../canvas/highlight';
import { TreeRowView } from './TreeRowView';
import { useRowDrag } from './useRowDrag';
import { elementCapabilities } from '../../../../../../model/documents/editRights';
import { TreeToolbar } from './TreeToolbar';
import { ancestorsOf, parentIndex, visibleRows, type DropWhere } from './treeModel';
import { useCollapsed } from './useCollapsed';
import type { TreeActions } from './useTreeActions';

/**
 * The document's outline: every element as a row, folded where the user folded it (remembered
 * per document). Keyboard: ↑/↓ select, ←/→ fold, unfold or go to the container, Home/End,
 * Enter shows the element in the document, Delete deletes, Alt+↑/↓/←/→ move, Ctrl+C / Ctrl+V
 * copy and paste. A row dragged onto another goes before it, into it or after it.
 */
export function DocumentTree({ actions }: { actions: TreeActions }) {
  const { t } = useTranslation();
  const { documentId, store, selection, presence, reveal, rights, readOnly } = useEditorContext();
  const structure = useStructureSnapshot(store);
  const selectedId = useSelectedId(selection);
  const others = useSyncExternalStore(presence.subscribe, presence.get);
  const { collapsed, toggle, setFolded } = useCollapsed(documentId);

  const rows = useMemo(() => (structure ? visibleRows(structure, collapsed) : []), [structure, collapsed]);
  const parents = useMemo(() => (structure ? parentIndex(structure) : new Map<string, string>()), [structure]);
  const peopleIn = useMemo(() => {
    const map = new Map<string, Array<{ name: string; color: string }>>();
    for (const user of others) if (user.elementId) map.set(user.elementId, [...(map.get(user.elementId) ?? []), { name: user.name, color: user.color }]);
    return map;
  }, [others]);

  // an element newly selected (in the document pane, or just added) is unfolded to and scrolled
  // to; later changes to the structure do not unfold what the user folded since
  const unfoldedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId || unfoldedFor.current === selectedId || !parents.has(selectedId)) return;
    unfoldedFor.current = selectedId;
    for (const ancestor of ancestorsOf(selectedId, parents)) setFolded(ancestor, false);
    requestAnimationFrame(() => document.getElementById(`tree-row-${selectedId}`)?.scrollIntoView({ block: 'nearest' }));
  }, [selectedId, parents, setFolded]);

  const select = useCallback((id: string) => selection.set(id), [selection]);
  const [dropHint, setDropHint] = useState<{ id: string; where: DropWhere } | null>(null);
  const drag = useRowDrag(actions, setDropHint);
  const open = useCallback((id: string) => reveal(id), [reveal]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = rows.findIndex((r) => r.id === selectedId);
    const row = rows[at];
    const go = (index: number) => rows[index] && select(rows[index].id);
    const ctrl = event.ctrlKey || event.metaKey;
    let handled = true;
    if (event.altKey && row) {
      const direction = ({ ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'outdent', ArrowRight: 'indent' } as const)[event.key as 'ArrowUp'];
      if (direction) actions.move(row.id, direction);
      else handled = false;
    } else if (ctrl && event.key.toLowerCase() === 'c' && row) actions.copy(row.id);
    else if (ctrl && event.key.toLowerCase() === 'v' && row) actions.paste(row.id, 'after', true);
    else if (event.key === 'ArrowDown') go(at < 0 ? 0 : at + 1);
    else if (event.key === 'ArrowUp') go(at < 0 ? 0 : Math.max(0, at - 1));
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(rows.length - 1);
    else if (event.key === 'ArrowRight' && row) {
      if (row.collapsed) toggle(row.id);
      else if (row.hasChildren) go(at + 1);
    } else if (event.key === 'ArrowLeft' && row) {
      if (row.hasChildren && !row.collapsed) toggle(row.id);
      else if (row.parentId) select(row.parentId);
    }
    else if (event.key === 'Enter' && row) open(row.id);
    else if (event.key === 'Delete' && row) void actions.remove(row.id);
    else handled = false;
    if (handled) event.preventDefault();
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <TreeToolbar actions={actions} />
      <div
        role="tree"
        aria-label={t('sdocEditor.tree.title')}
        aria-activedescendant={selectedId ? `tree-row-${selectedId}` : undefined}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded border border-gray-200 bg-white p-1 focus:outline-none focus:ring-1 focus:ring-primary"
        onKeyDown={onKeyDown}
        data-testid="sdoc-tree"
      >
        {rows.map((row) => {
          const element = structure?.elements[row.id];
          return (
            <TreeRowView
              key={row.id}
              row={row}
              number={store.number(row.id)}
              selected={row.id === selectedId}
              people={peopleIn.get(row.id) ?? NOBODY}
              highlight={element ? highlightColor(element.settings) : null}
              draggable={!readOnly && element !== undefined && elementCapabilities(element.kind, rights).movable}
              dropHint={dropHint?.id === row.id ? dropHint.where : null}
              drag={drag}
              onSelect={open}
              onToggle={toggle}
              onOpen={open}
            />
          );
        })}
      </div>
    </div>
  );
}

const NOBODY: Array<{ name: string; color: string }> = [];
