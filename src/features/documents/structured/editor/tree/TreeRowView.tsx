import { memo, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../EditorContext';
import { CONTENT_KINDS } from '../canvas/contentKinds';
import type { DropWhere, TreeRow } from './treeModel';
import { useContentPreview } from './useContentPreview';

/** The drag handlers a row calls with its id (stable for the tree's life). */
export type RowDrag = {
  start: (id: string, event: DragEvent<HTMLElement>) => void;
  over: (id: string, event: DragEvent<HTMLElement>) => void;
  drop: (id: string, event: DragEvent<HTMLElement>) => void;
  end: () => void;
};

type Props = {
  row: TreeRow;
  number: string;
  selected: boolean;
  /** Colours and names of the others in this element. */
  people: Array<{ name: string; color: string }>;
  highlight: string | null;
  /** The row may be dragged (the user may move the element). */
  draggable: boolean;
  /** Where a dragged element would land if dropped here now. */
  dropHint: DropWhere | null;
  drag: RowDrag;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
};

// a line above or below the row, or a frame round it (a shadow: the row keeps its height)
const HINT_SHADOW: Record<DropWhere, string> = {
  before: 'inset 0 2px 0 0 var(--color-primary)',
  after: 'inset 0 -2px 0 0 var(--color-primary)',
  inside: 'inset 0 0 0 2px var(--color-primary)',
};

/**
 * One line of the document tree: fold toggle, number, title (an untitled paragraph shows the
 * beginning of its text, others their kind), who is in it. Dragged onto another row, the element
 * goes before it, into it or after it, as the drop hint shows.
 */
export const TreeRowView = memo(function TreeRowView({ row, number, selected, people, highlight, draggable, dropHint, drag, onSelect, onToggle, onOpen }: Props) {
  const { t } = useTranslation();
  const { session } = useEditorContext();
  const title = row.title.trim();
  const preview = useContentPreview(session.doc, row.id, !title && CONTENT_KINDS.has(row.kind));
  const kindLabel = t(`sdocEditor.kinds.${row.kind}`);
  const caption = title || preview || (row.kind === 'Section' ? t('sdocEditor.tree.untitledSection') : kindLabel);
  return (
    <div
      role="treeitem"
      aria-level={row.depth + 1}
      aria-selected={selected}
      aria-expanded={row.hasChildren ? !row.collapsed : undefined}
      id={`tree-row-${row.id}`}
      className={`flex h-7 cursor-pointer items-center gap-1 rounded pr-1 text-sm ${selected ? 'bg-primary-light text-gray-900' : 'text-gray-800 hover:bg-gray-100'}`}
      style={{ paddingLeft: row.depth * 14 + 2, ...(dropHint ? { boxShadow: HINT_SHADOW[dropHint] } : {}) }}
      onClick={() => onSelect(row.id)}
      onDoubleClick={() => onOpen(row.id)}
      draggable={draggable}
      onDragStart={(event) => drag.start(row.id, event)}
      onDragOver={(event) => drag.over(row.id, event)}
      onDrop={(event) => drag.drop(row.id, event)}
      onDragEnd={drag.end}
      data-testid={`tree-row-${row.id}`}
      data-kind={row.kind}
      data-drop={dropHint ?? undefined}
    >
      <button
        type="button"
        tabIndex={-1}
        className={`flex h-5 w-5 shrink-0 items-center justify-center rounded text-xs text-gray-500 hover:bg-gray-200 ${row.hasChildren ? '' : 'invisible'}`}
        aria-label={row.collapsed ? t('sdocEditor.tree.expand') : t('sdocEditor.tree.collapse')}
        onClick={(e) => {
          e.stopPropagation();
          onToggle(row.id);
        }}
        data-testid={`tree-toggle-${row.id}`}
      >
        {row.collapsed ? '▸' : '▾'}
      </button>
      {highlight && <span className="h-3 w-1 shrink-0 rounded" style={{ backgroundColor: highlight }} aria-hidden="true" />}
      {number && <span className="shrink-0 text-gray-500">{number}</span>}
      <span className={`truncate ${title ? '' : preview ? 'text-gray-600' : 'text-gray-500 italic'}`} title={`${kindLabel}${title ? `: ${title}` : preview ? `: ${preview}` : ''}`} data-testid="tree-row-caption">
        {caption}
      </span>
      <span className="ml-auto flex shrink-0 gap-0.5">
        {people.map((p) => (
          <span key={p.name} className="h-2 w-2 rounded-full" style={{ backgroundColor: p.color }} title={p.name} />
        ))}
      </span>
    </div>
  );
});
