import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inputClass, linkClass } from '../shared/ui/styles';
import { captionOf, isDeprecated, type OntologyEntity } from '../client';
import type { TreeRow } from './classTreeModel';

type NodeRow = Extract<TreeRow, { kind: 'node' }>;

/** What a drag carries: the class and the parent it was dragged from. */
export type DragSource = { id: string; from: string };
const DRAG_TYPE = 'application/x-ontoweave-class';

export function dragSourceOf(event: DragEvent): DragSource | null {
  try {
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    return raw ? (JSON.parse(raw) as DragSource) : null;
  } catch {
    return null;
  }
}

type Props = {
  row: NodeRow;
  node: OntologyEntity | undefined;
  lang: string;
  focused: boolean;
  highlighted: boolean;
  renaming: boolean;
  onToggle: () => void;
  onFocus: () => void;
  onAddChild: () => void;
  onRename: (name: string | null) => void;
  onStartRename: () => void;
  onDelete: () => void;
  onDrop: (source: DragSource, copy: boolean) => void;
};

/**
 * One class in the tree: expander, caption, and on hover its actions — those the user may take on
 * it (its row's flags from the server); a drag source and a drop target.
 */
export function ClassTreeRow({ row, node, lang, focused, highlighted, renaming, onToggle, onFocus, onAddChild, onRename, onStartRename, onDelete, onDrop }: Props) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const [name, setName] = useState(node?.name ?? '');
  const caption = captionOf(node, lang) || row.id;
  const editable = node !== undefined && !node.readonly;
  return (
    <div
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={focused}
      data-testid="tree-node"
      data-class-id={row.id}
      data-caption={caption}
      className={`group flex h-7 items-center gap-1 pr-2 text-sm ${focused ? 'bg-primary-light/60' : highlighted ? 'bg-yellow-100' : 'hover:bg-gray-50'} ${over ? 'outline outline-2 outline-primary' : ''}`}
      style={{ paddingLeft: `${row.depth * 18 + 4}px` }}
      draggable={!renaming && editable}
      onClick={onFocus}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: row.id, from: row.parentId } satisfies DragSource));
        e.dataTransfer.effectAllowed = 'copyMove';
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = e.ctrlKey ? 'copy' : 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const source = dragSourceOf(e);
        if (source) onDrop(source, e.ctrlKey || e.metaKey);
      }}
    >
      <button
        type="button"
        className={`flex h-5 w-5 items-center justify-center text-gray-500 ${row.hasChildren ? 'hover:text-gray-900' : 'invisible'}`}
        aria-label={row.expanded ? t('classes.tree.collapse') : t('classes.tree.expand')}
        data-testid="tree-toggle"
        onClick={(e) => {
          e.stopPropagation();
          onToggle();
        }}
      >
        {row.expanded ? '▾' : '▸'}
      </button>
      {renaming ? (
        <input
          className={`${inputClass} h-6 max-w-xs`}
          value={name}
          autoFocus
          data-testid="tree-rename-input"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') onRename(name);
            if (e.key === 'Escape') onRename(null);
          }}
          onBlur={() => onRename(name)}
        />
      ) : (
        <span className={`truncate ${isDeprecated(node) ? 'text-gray-400 line-through' : ''}`} onDoubleClick={() => editable && (setName(node?.name ?? ''), onStartRename())}>
          {caption}
          {caption !== node?.name && node?.name && <span className="ml-2 text-xs text-gray-400">{node.name}</span>}
        </span>
      )}
      <span className="ml-auto hidden shrink-0 items-center gap-2 text-xs group-hover:flex">
        <Link className={linkClass} to={`/class_list/${row.id}`} onClick={(e) => e.stopPropagation()}>
          {t('classes.tree.open')}
        </Link>
        {editable && (
          <>
            <button type="button" className={linkClass} onClick={(e) => (e.stopPropagation(), onAddChild())} data-testid="tree-add-child">
              {t('classes.tree.addChild')}
            </button>
            <button type="button" className={linkClass} onClick={(e) => (e.stopPropagation(), setName(node?.name ?? ''), onStartRename())}>
              {t('classes.tree.rename')}
            </button>
          </>
        )}
        {node?.canDelete && (
          <button type="button" className="text-red-700 hover:underline" onClick={(e) => (e.stopPropagation(), onDelete())}>
            {t('classes.common.delete')}
          </button>
        )}
      </span>
    </div>
  );
}
