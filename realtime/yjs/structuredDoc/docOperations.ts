import type * as Y from 'yjs';
import { canContain } from '../../../model/documents/containerRules';
import type { DocumentElement } from '../../../model/documents/elementModel';
import { childrenMap, elementsMap, parentOf, rootIdOf } from './docLayout';
import { deleteTree, kindOfMap, listedChildren, placeElement, unlistElement, writeElement, writeFields } from './docElements';
import { planMove, type MoveDirection } from '../../../model/documents/structureMoves';
import type { CopiedComponents } from '../../../model/documents/copyComponents';
import { readSnapshot } from './snapshotBinding';

/**
 * The editing operations on a live structured document. Each is one Y transaction (one undo
 * step, one update on the wire) and checks the container rules first; a refusal is returned as
 * a message (Russian, like the domain's planMove) and changes nothing. Indexes count the container's children as readSnapshot shows them.
 */

export type Refusal = string | null;

/** Adds a new element (its content included) into a container at an index. */
export function addElement(doc: Y.Doc, { parentId, index, element }: { parentId: string; index: number; element: DocumentElement }): Refusal {
  const parentKind = kindOfMap(elementsMap(doc).get(parentId));
  if (!parentKind) return 'Контейнер не найден (возможно, его только что удалили)';
  if (elementsMap(doc).has(element.innerId)) return 'Элемент с таким идентификатором уже есть';
  if (!canContain(parentKind, element.kind)) return `${element.kind} нельзя поместить в ${parentKind}`;
  doc.transact(() => {
    writeElement(doc, element, parentId);
    unlistElement(doc, parentId, element.innerId);
    placeElement(doc, element.innerId, parentId, index);
  });
  return null;
}

/** Deletes an element with everything under it; the root cannot be deleted. */
export function removeElement(doc: Y.Doc, innerId: string): Refusal {
  if (!elementsMap(doc).has(innerId)) return null;
  if (innerId === rootIdOf(doc)) return 'Сам документ удалить нельзя';
  doc.transact(() => deleteTree(doc, innerId));
  return null;
}

/** Moves an element to a container and index (drag and drop); refused where the rules forbid it. */
export function moveElementTo(doc: Y.Doc, innerId: string, parentId: string, index: number): Refusal {
  const kind = kindOfMap(elementsMap(doc).get(innerId));
  const parentKind = kindOfMap(elementsMap(doc).get(parentId));
  if (!kind || !parentKind) return 'Элемент или контейнер не найден';
  if (innerId === rootIdOf(doc)) return 'Сам документ переместить нельзя';
  if (!canContain(parentKind, kind)) return `${kind} нельзя поместить в ${parentKind}`;
  for (let ancestor: string | null = parentId; ancestor; ancestor = parentOf(doc, ancestor))
    if (ancestor === innerId) return 'Элемент нельзя переместить внутрь самого себя';
  doc.transact(() => {
    const previous = parentOf(doc, innerId);
    if (previous) unlistElement(doc, previous, innerId);
    unlistElement(doc, parentId, innerId);
    placeElement(doc, innerId, parentId, index);
  });
  return null;
}

/** Moves an element up, down, out of its container or into its previous sibling. */
export function moveElement(doc: Y.Doc, innerId: string, direction: MoveDirection): Refusal {
  const plan = planMove(readSnapshot(doc).snapshot, innerId, direction);
  if ('refused' in plan) return plan.refused;
  return moveElementTo(doc, innerId, plan.parentId, plan.index);
}

/** Changes fields of an element (content as Markdown); `innerId` and `kind` never change. */
export function setElementFields(doc: Y.Doc, innerId: string, fields: Partial<DocumentElement>): Refusal {
  if (!elementsMap(doc).has(innerId)) return 'Элемент не найден (возможно, его только что удалили)';
  doc.transact(() => writeFields(doc, innerId, fields));
  return null;
}

/**
 * Inserts copied components (the domain's copyComponents: new ids, links cleared) at an index of
 * a container, their subtrees with them, in one transaction; refused whole when a top element may
 * not sit in the container.
 */
export function insertCopy(doc: Y.Doc, parentId: string, index: number, copied: CopiedComponents): Refusal {
  const byId = new Map(copied.elements.map((element) => [element.innerId, element]));
  const tops = copied.rootIds.map((id) => byId.get(id)).filter((element) => element !== undefined);
  if (tops.length === 0) return 'Нечего вставить';
  const parentKind = kindOfMap(elementsMap(doc).get(parentId));
  if (!parentKind) return 'Контейнер не найден (возможно, его только что удалили)';
  const misplaced = tops.find((top) => !canContain(parentKind, top.kind));
  if (misplaced) return `${misplaced.kind} нельзя поместить в ${parentKind}`;
  if (copied.elements.some((element) => elementsMap(doc).has(element.innerId))) return 'У копируемых элементов должны быть новые идентификаторы';
  doc.transact(() => {
    const visit = (id: string, parent: string): void => {
      const element = byId.get(id);
      if (!element) return;
      writeElement(doc, element, parent);
      const present = (copied.children[id] ?? []).filter((child) => byId.has(child));
      if (present.length > 0) childrenMap(doc).get(id)!.push(present);
      for (const child of present) visit(child, id);
    };
    tops.forEach((top, i) => {
      visit(top.innerId, parentId);
      placeElement(doc, top.innerId, parentId, index + i);
    });
  });
  return null;
}

/** The children of a container as shown (for a UI that renders lists without reading everything). */
export const childIds = (doc: Y.Doc, parentId: string): string[] => listedChildren(doc, parentId).map((entry) => entry.id);
