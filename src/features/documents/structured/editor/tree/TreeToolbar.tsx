import { useMemo } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../EditorContext';
import { useSelectedId } from '../live/selectionStore';
import { useStructureSnapshot } from '../live/useStructure';
import { HIGHLIGHT_COLORS } from '../canvas/highlight';
import { iconButtonClass } from '../ui/styles';
import { CopyIcon, HighlightIcon, PasteIcon, TrashIcon } from '../ui/icons';
import { AddKindMenu } from './AddKindMenu';
import { NumberingPanel } from './NumberingPanel';
import { elementCapabilities } from '../../../../../../model/documents/editRights';
import { mayAddKind } from '../../../../../../model/documents/structureRights';
import type { ElementKind } from '../../../../../../model/documents/elementModel';
import { addableKinds, availableMoves, parentIndex, type MoveDirection } from './treeModel';
import type { TreeActions } from './useTreeActions';

const MOVES: Array<{ direction: MoveDirection; icon: string; keys: string }> = [
  { direction: 'up', icon: '↑', keys: 'Alt+↑' },
  { direction: 'down', icon: '↓', keys: 'Alt+↓' },
  { direction: 'outdent', icon: '⇤', keys: 'Alt+←' },
  { direction: 'indent', icon: '⇥', keys: 'Alt+→' },
];

/** Actions on the selected element: add inside / before / after, move, copy and paste, highlight, delete. */
export function TreeToolbar({ actions }: { actions: TreeActions }) {
  const { t } = useTranslation();
  const { store, selection, rights, readOnly } = useEditorContext();
  const structure = useStructureSnapshot(store);
  const selectedId = useSelectedId(selection);
  const target = selectedId && structure?.elements[selectedId] ? selectedId : (structure?.rootId ?? null);
  const info = useMemo(() => {
    if (!structure || !target) return null;
    const parents = parentIndex(structure);
    const element = structure.elements[target]!;
    const addable = addableKinds(structure, target, parents);
    const allowed = (kinds: ElementKind[]) => kinds.filter((kind) => mayAddKind(rights, kind));
    return { element, kinds: { child: allowed(addable.child), sibling: allowed(addable.sibling) }, moves: availableMoves(structure, target, parents), can: elementCapabilities(element.kind, rights, element) };
  }, [structure, target, rights]);
  if (readOnly || !info || !target) return null;
  const { kinds, moves, can } = info;
  const contentAllowed = !readOnly && (rights.editContentAllowed || rights.editStructureAllowed);

  return (
    <div className="flex flex-col gap-1" role="toolbar" aria-label={t('sdocEditor.tree.actions')} data-testid="sdoc-tree-toolbar">
      <div className="flex flex-wrap items-center gap-1">
        <AddKindMenu label={t('sdocEditor.tree.addInside')} kinds={kinds.child} onPick={(kind) => actions.add(target, kind, 'inside')} disabled={!contentAllowed} testId="sdoc-add-inside" />
        <AddKindMenu label={t('sdocEditor.tree.addBefore')} kinds={kinds.sibling} onPick={(kind) => actions.add(target, kind, 'before')} disabled={!contentAllowed} testId="sdoc-add-before" />
        <AddKindMenu label={t('sdocEditor.tree.addAfter')} kinds={kinds.sibling} onPick={(kind) => actions.add(target, kind, 'after')} disabled={!contentAllowed} testId="sdoc-add-after" />
      </div>
      <div className="flex flex-wrap items-center gap-0.5">
        {MOVES.map(({ direction, icon, keys }) => (
          <button
            key={direction}
            type="button"
            className={iconButtonClass}
            disabled={!can.movable || !moves[direction]}
            onClick={() => actions.move(target, direction)}
            title={`${t(`sdocEditor.tree.move.${direction}`)} (${keys})`}
            aria-label={t(`sdocEditor.tree.move.${direction}`)}
            data-testid={`sdoc-move-${direction}`}
          >
            {icon}
          </button>
        ))}
        <span className="mx-1 h-5 w-px bg-gray-200" aria-hidden="true" />
        <button type="button" className={iconButtonClass} onClick={() => actions.copy(target)} title={`${t('sdocEditor.tree.copy')} (Ctrl+C)`} aria-label={t('sdocEditor.tree.copy')} data-testid="sdoc-copy">
          <CopyIcon />
        </button>
        <button type="button" className={iconButtonClass} disabled={!contentAllowed} onClick={() => actions.paste(target, target === structure?.rootId ? 'inside' : 'after')} title={`${t('sdocEditor.tree.paste')} (Ctrl+V)`} aria-label={t('sdocEditor.tree.paste')} data-testid="sdoc-paste">
          <PasteIcon />
        </button>
        <Menu>
          <MenuButton className={iconButtonClass} disabled={!can.highlightable && !can.canResetHighlight} title={t('sdocEditor.tree.highlight')} aria-label={t('sdocEditor.tree.highlight')} data-testid="sdoc-highlight">
            <HighlightIcon />
          </MenuButton>
          <MenuItems anchor="bottom start" className="z-40 flex flex-col rounded border border-gray-200 bg-white p-1 text-sm shadow-lg focus:outline-none">
            <div className="flex gap-1 p-1">
              {HIGHLIGHT_COLORS.map((color) => (
                <MenuItem key={color} disabled={!can.highlightable}>
                  <button type="button" className="h-6 w-6 rounded border border-gray-300 data-focus:ring-2 data-focus:ring-primary" style={{ backgroundColor: color }} onClick={() => actions.highlight(target, color)} aria-label={color} data-testid={`sdoc-highlight-${color.slice(1)}`} />
                </MenuItem>
              ))}
            </div>
            <MenuItem disabled={!can.canResetHighlight}>
              <button type="button" className="rounded px-2 py-1 text-left data-disabled:opacity-40 data-focus:bg-gray-100" onClick={() => actions.highlight(target, null)} data-testid="sdoc-highlight-reset">
                {t('sdocEditor.tree.resetHighlight')}
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
        <span className="mx-1 h-5 w-px bg-gray-200" aria-hidden="true" />
        <button type="button" className={`${iconButtonClass} text-red-700`} disabled={!can.deletable} onClick={() => void actions.remove(target)} title={`${t('common.delete')} (Delete)`} aria-label={t('common.delete')} data-testid="sdoc-delete-element">
          <TrashIcon />
        </button>
      </div>
      {target !== structure?.rootId && <NumberingPanel id={target} />}
    </div>
  );
}
