import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeRow } from './treeModel';

type Props = {
  row: TreeRow;
  number: string;
  selected: boolean;
  /** Colours and names of the others in this element. */
  people: Array<{ name: string; color: string }>;
  highlight: string | null;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
};

/** One line of the document tree: fold toggle, number, title (or the kind when untitled), who is in it. */
export const TreeRowView = memo(function TreeRowView({ row, number, selected, people, highlight, onSelect, onToggle, onOpen }: Props) {
  const { t } = useTranslation();
  const kindLabel = t(`sdocEditor.kinds.${row.kind}`);
  const caption = row.title.trim() || (row.kind === 'Section' ? t('sdocEditor.tree.untitledSection') : kindLabel);
  return (
    <div
      role="treeitem"
      aria-level={row.depth + 1}
      aria-selected={selected}
      aria-expanded={row.hasChildren ? !row.collapsed : undefined}
      id={`tree-row-${row.id}`}
      className={`flex h-7 cursor-pointer items-center gap-1 rounded pr-1 text-sm ${selected ? 'bg-primary-light text-gray-900' : 'text-gray-800 hover:bg-gray-100'}`}
      style={{ paddingLeft: row.depth * 14 + 2 }}
      onClick={() => onSelect(row.id)}
      onDoubleClick={() => onOpen(row.id)}
      data-testid={`tree-row-${row.id}`}
      data-kind={row.kind}
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
      <span className={`truncate ${row.title.trim() ? '' : 'text-gray-500 italic'}`} title={`${kindLabel}${row.title ? `: ${row.title}` : ''}`}>
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
