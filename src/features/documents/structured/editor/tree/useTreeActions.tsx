import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../../components/useConfirm';
import { showMessage } from '../../../../../state/messageStore';
import { canContain } from '../../../../../../model/documents/containerRules';
import type { ElementKind } from '../../../../../../model/documents/elementModel';
import type { EditorContextValue } from '../EditorContext';
import { readCopied, storeCopied } from '../clipboard/componentClipboard';
import { elementCapabilities, STRUCTURAL_KINDS } from '../../../../../../model/documents/editRights';
import { mayAddKind } from '../../../../../../model/documents/structureRights';
import { availableMoves, childrenOf, dropPlacement, parentIndex, subtreeIds, type DropWhere, type MoveDirection } from './treeModel';
import { readStructure } from '../live/readStructure';
import { focusTargetOf } from '../live/focusTarget';

/** Where a new element goes relative to the selected one. */
export type AddPlace = 'inside' | 'before' | 'after';

export type TreeActions = {
  /** Adds the element and puts the caret in it (focusTargetOf), so what is typed next lands there. */
  add: (targetId: string, kind: ElementKind, where: AddPlace) => void;
  move: (id: string, direction: MoveDirection) => void;
  /** Where a dragged element would land dropped there, or null when it may not (see dropPlacement). */
  dropTarget: (id: string, targetId: string, where: DropWhere) => { parentId: string; index: number } | null;
  drop: (id: string, targetId: string, where: DropWhere) => void;
  remove: (id: string) => Promise<void>;
  copy: (id: string) => void;
  /** Pastes after (or inside) the element; the caret goes into what was pasted unless `keepFocus` (the tree's own Ctrl+V). */
  paste: (targetId: string, where: 'inside' | 'after', keepFocus?: boolean) => void;
  highlight: (id: string, color: string | null) => void;
};

/** The tree's operations with their checks (rights, container rules) and the confirm before delete. */
export function useTreeActions(context: Omit<EditorContextValue, 'reveal'> | null): [TreeActions, ReactNode] {
  const { t } = useTranslation();
  const [confirm, confirmElement] = useConfirm();
  const actions = useMemo<TreeActions>(() => {
    const structure = () => context?.store.current() ?? null;
    const can = (id: string) => {
      const s = structure();
      const element = s?.elements[id];
      return context && element ? elementCapabilities(element.kind, context.rights, element) : null;
    };
    // sections, lists, bibliography and glossary are added, deleted and moved with the structure right only (the relay undoes it otherwise)
    const structureForbidden = (kinds: Iterable<ElementKind>): boolean => {
      if (!context || context.rights.editStructureAllowed) return false;
      for (const kind of kinds) {
        if (STRUCTURAL_KINDS.has(kind)) {
          showMessage({ text: t('sdocEditor.tree.structureForbidden'), kind: 'warning', key: 'sdoc-structure' });
          return true;
        }
      }
      return false;
    };
    const dropTarget = (id: string, targetId: string, where: DropWhere) => {
      const s = structure();
      if (!context || context.readOnly || !s || !can(id)?.movable) return null;
      return dropPlacement(s, id, targetId, where);
    };
    const placeIn = (targetId: string, where: AddPlace): { parentId: string; index: number } | null => {
      const s = structure();
      if (!s) return null;
      if (where === 'inside') return { parentId: targetId, index: childrenOf(s, targetId).length };
      const parentId = parentIndex(s).get(targetId);
      return parentId === undefined ? null : { parentId, index: childrenOf(s, parentId).indexOf(targetId) + (where === 'after' ? 1 : 0) };
    };
    // the store catches up with the Y.Doc a frame later: the new element is read from the doc itself
    const selectAndFocus = (id: string) => {
      if (!context) return;
      context.selection.set(id);
      const live = readStructure(context.session.doc);
      context.focusRequest.request(live ? focusTargetOf(live, id) : null);
    };
    return {
      add(targetId, kind, where) {
        const place = placeIn(targetId, where);
        const s = structure();
        if (!context || context.readOnly || !place || !s) return;
        const parent = s.elements[place.parentId];
        if (!parent || !canContain(parent.kind, kind) || !mayAddKind(context.rights, kind)) return;
        const id = context.editing.add(place.parentId, kind, place.index);
        if (id) selectAndFocus(id);
      },
      move(id, direction) {
        const s = structure();
        if (!context || !s || !can(id)?.movable || !availableMoves(s, id)[direction]) return;
        context.editing.move(id, direction);
      },
      dropTarget,
      drop(id, targetId, where) {
        const place = dropTarget(id, targetId, where);
        if (!context || !place) return;
        context.editing.moveTo(id, place.parentId, place.index);
        context.selection.set(id);
      },
      async remove(id) {
        const s = structure();
        const element = s?.elements[id];
        if (!context || !s || !element || id === s.rootId || !can(id)?.deletable) return;
        if (structureForbidden(subtreeIds(s, id).map((inner) => s.elements[inner]!.kind))) return;
        const name = element.title.trim() || t(`sdocEditor.kinds.${element.kind}`);
        const ok = await confirm({ title: t('sdocEditor.tree.deleteTitle'), text: t('sdocEditor.tree.deleteText', { name }) });
        if (!ok) return;
        const parentId = parentIndex(s).get(id);
        context.editing.remove(id);
        context.selection.set(parentId ?? null);
      },
      copy(id) {
        const copied = context?.editing.copy(id);
        if (!copied) return;
        if (storeCopied(copied)) showMessage({ text: t('sdocEditor.tree.copied', { count: Object.keys(copied.elements).length }), kind: 'success', key: 'sdoc-clipboard' });
        else showMessage({ text: t('sdocEditor.tree.copyTooBig'), kind: 'error', key: 'sdoc-clipboard' });
      },
      paste(targetId, where, keepFocus = false) {
        const copied = readCopied();
        const place = placeIn(targetId, where);
        const s = structure();
        if (!context || context.readOnly || !s || !place) return;
        if (!copied) {
          showMessage({ text: t('sdocEditor.tree.clipboardEmpty'), kind: 'info', key: 'sdoc-clipboard' });
          return;
        }
        const parent = s.elements[place.parentId];
        const refused = copied.rootIds.map((id) => copied.elements[id]!.kind).find((kind) => !parent || !canContain(parent.kind, kind));
        if (refused) {
          showMessage({ text: t('sdocEditor.tree.pasteRefused', { kind: t(`sdocEditor.kinds.${refused}`), container: t(`sdocEditor.kinds.${parent?.kind ?? 'StructuredDocument'}`) }), kind: 'warning', key: 'sdoc-clipboard' });
          return;
        }
        if (structureForbidden(Object.values(copied.elements).map((e) => e.kind))) return;
        const ids = context.editing.paste(place.parentId, place.index, copied);
        if (ids[0] && keepFocus) context.selection.set(ids[0]);
        else if (ids[0]) selectAndFocus(ids[0]);
      },
      highlight(id, color) {
        const rights = can(id);
        if (!context || !rights || (color ? !rights.highlightable : !rights.canResetHighlight)) return;
        context.editing.setHighlight(id, color);
      },
    };
  }, [context, confirm, t]);
  return [actions, confirmElement];
}
