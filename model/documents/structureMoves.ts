import { FREE_GENERATOR_KINDS, kindsAllowedIn } from './containerRules';
import type { DocumentSnapshot, ElementKind } from './elementModel';
import { newElement } from './elementDefaults';
import { forbiddenPlacementMessage, mayPlace } from './snapshotValidation';
import { parentMap } from './treeWalk';

/**
 * Planning structural edits in the tree (domain spec §5 container rules, "moving an element up a
 * level requires a valid container kind"). A plan is where the element ends up — its new
 * container and its index there once it has left its old place — or why it cannot move.
 */
export type Placement = { parentId: string; index: number };
export type PlanRefusal = { refused: string };
export type MoveDirection = 'up' | 'down' | 'outdent' | 'indent';

export const isRefusal = (plan: Placement | PlanRefusal): plan is PlanRefusal => 'refused' in plan;

export function planMove(s: DocumentSnapshot, innerId: string, direction: MoveDirection): Placement | PlanRefusal {
  const element = s.elements[innerId];
  if (!element) return { refused: `Элемент ${innerId} не найден` };
  if (innerId === s.rootId) return { refused: 'Корневой элемент документа нельзя перемещать' };
  const parentOf = parentMap(s);
  const parentId = parentOf.get(innerId);
  const parent = parentId === undefined ? undefined : s.elements[parentId];
  if (parentId === undefined || !parent) return { refused: `Элемент ${innerId} не находится в документе` };
  const siblings = s.children[parentId] ?? [];
  const index = siblings.indexOf(innerId);

  if (direction === 'up') return index > 0 ? { parentId, index: index - 1 } : { refused: 'Элемент уже первый в своём контейнере' };
  if (direction === 'down') return index < siblings.length - 1 ? { parentId, index: index + 1 } : { refused: 'Элемент уже последний в своём контейнере' };
  if (direction === 'outdent') {
    const grandparentId = parentOf.get(parentId);
    const grandparent = grandparentId === undefined ? undefined : s.elements[grandparentId];
    if (grandparentId === undefined || !grandparent) return { refused: 'Элемент уже на верхнем уровне' };
    const parentIndex = (s.children[grandparentId] ?? []).indexOf(parentId);
    if (!mayPlace(grandparent, element, parentIndex + 1)) return { refused: forbiddenPlacementMessage(element.kind, grandparent.kind) };
    return { parentId: grandparentId, index: parentIndex + 1 };
  }
  const previousId = index > 0 ? siblings[index - 1] : undefined;
  const previous = previousId === undefined ? undefined : s.elements[previousId];
  if (previousId === undefined || !previous) return { refused: 'Перед элементом нет контейнера, в который его можно переместить' };
  const previousChildren = s.children[previousId] ?? [];
  if (!mayPlace(previous, element, previousChildren.length)) return { refused: forbiddenPlacementMessage(element.kind, previous.kind) };
  return { parentId: previousId, index: previousChildren.length };
}

/** Where a new element of `kind` goes in `parentId` (at `index`, default the end), or why not. */
export function planInsert(s: DocumentSnapshot, parentId: string, kind: ElementKind, index?: number): Placement | PlanRefusal {
  const parent = s.elements[parentId];
  if (!parent) return { refused: `Контейнер ${parentId} не найден` };
  const count = (s.children[parentId] ?? []).length;
  if (!mayPlace(parent, newElement(kind, ''), count)) return { refused: forbiddenPlacementMessage(kind, parent.kind) };
  return { parentId, index: index === undefined ? count : Math.max(0, Math.min(index, count)) };
}

/** Kinds that may be added to the container now (generators follow their template's rules). */
export function insertableKinds(s: DocumentSnapshot, parentId: string): ElementKind[] {
  const parent = s.elements[parentId];
  if (!parent) return [];
  const count = (s.children[parentId] ?? []).length;
  const candidates = parent.kind === 'Generator' ? [...FREE_GENERATOR_KINDS, 'Table' as const] : kindsAllowedIn(parent.kind);
  return candidates.filter((kind) => mayPlace(parent, newElement(kind, ''), count));
}

/** The snapshot with the element moved as planned (a pure helper for previews and tests). */
export function applyPlacement(s: DocumentSnapshot, innerId: string, to: Placement): DocumentSnapshot {
  const children: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(s.children)) {
    const kept = list.filter((child) => child !== innerId);
    if (kept.length > 0) children[id] = kept;
  }
  const target = [...(children[to.parentId] ?? [])];
  target.splice(to.index, 0, innerId);
  children[to.parentId] = target;
  return { ...s, children };
}
