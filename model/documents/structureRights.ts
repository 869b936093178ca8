import type { AccessRights, ElementKind } from './elementModel';
import { rightsReadOnly, STRUCTURAL_KINDS } from './editRights';

/**
 * The shape of a document that edit rights are about: which elements there are, of what kind, and
 * where (a DocumentSnapshot is one; the relay reads one from a live Y.Doc without its content).
 */
export type StructureView = {
  rootId: string;
  elements: Readonly<Record<string, { kind: ElementKind }>>;
  children: Readonly<Record<string, readonly string[]>>;
};

/** What a change did to the structural elements (sections, lists, bibliography, glossary). */
export type StructuralChange = { added: string[]; removed: string[]; moved: string[] };

const isStructural = (view: StructureView, id: string): boolean => {
  const kind = view.elements[id]?.kind;
  return kind !== undefined && STRUCTURAL_KINDS.has(kind);
};

const parentsOf = (view: StructureView): Map<string, string> => {
  const parents = new Map<string, string>();
  for (const [parent, list] of Object.entries(view.children)) for (const child of list) parents.set(child, parent);
  return parents;
};

/**
 * The elements of `common` (the same elements in both orders) that moved: those outside the
 * heaviest subsequence kept in both orders, where a structural element weighs more than all the
 * others together. So a paragraph moved past a section is the paragraph's move, not the section's.
 */
export function movedWithin(before: readonly string[], after: readonly string[], weight: (id: string) => number): string[] {
  const common = new Set(before.filter((id) => after.includes(id)));
  const positionBefore = new Map(before.filter((id) => common.has(id)).map((id, index) => [id, index]));
  const sequence = after.filter((id) => common.has(id));
  // heaviest increasing subsequence of the positions before, in the order after (O(n²): one container)
  const best = sequence.map((id) => weight(id));
  const previous = sequence.map(() => -1);
  for (let i = 0; i < sequence.length; i++) {
    for (let j = 0; j < i; j++) {
      if (positionBefore.get(sequence[j]!)! < positionBefore.get(sequence[i]!)! && best[j]! + weight(sequence[i]!) > best[i]!) {
        best[i] = best[j]! + weight(sequence[i]!);
        previous[i] = j;
      }
    }
  }
  let end = -1;
  for (let i = 0; i < sequence.length; i++) if (end === -1 || best[i]! > best[end]!) end = i;
  const kept = new Set<string>();
  for (let i = end; i !== -1; i = previous[i]!) kept.add(sequence[i]!);
  return sequence.filter((id) => !kept.has(id));
}

/** The structural elements a change from `before` to `after` added, removed or moved. */
export function structuralChange(before: StructureView, after: StructureView): StructuralChange {
  const change: StructuralChange = { added: [], removed: [], moved: [] };
  for (const id of Object.keys(before.elements)) if (!after.elements[id] && isStructural(before, id)) change.removed.push(id);
  for (const id of Object.keys(after.elements)) if (!before.elements[id] && isStructural(after, id)) change.added.push(id);
  const parentBefore = parentsOf(before);
  const parentAfter = parentsOf(after);
  const moved = new Set<string>();
  for (const id of Object.keys(after.elements)) {
    if (!before.elements[id] || id === after.rootId) continue;
    if (parentBefore.get(id) !== parentAfter.get(id) && (isStructural(before, id) || isStructural(after, id))) moved.add(id);
  }
  const heavy = Object.keys(after.elements).length + 1;
  for (const [container, list] of Object.entries(after.children)) {
    const old = before.children[container] ?? [];
    if (old.length === list.length && old.every((id, index) => list[index] === id)) continue;
    if (!list.some((id) => isStructural(after, id))) continue;
    const stayed = (id: string) => parentBefore.get(id) === container;
    const reordered = movedWithin(old.filter(stayed), list.filter(stayed), (id) => (isStructural(after, id) ? heavy : 1));
    for (const id of reordered) if (isStructural(after, id)) moved.add(id);
  }
  change.moved = [...moved];
  return change;
}

export const STRUCTURE_RIGHTS_MESSAGE = 'Нет права изменять структуру документа: добавлять, удалять и перемещать разделы, списки, библиографию и глоссарий';

/**
 * Why the caller may not make this change, or null (domain spec §5, edit rights): sections, lists,
 * bibliography and glossary need editStructureAllowed to be added, deleted or moved; every other
 * element is added, deleted, moved and edited with either edit right.
 */
export function structureRightsProblem(rights: AccessRights, before: StructureView, after: StructureView): string | null {
  if (rights.editStructureAllowed && !rightsReadOnly(rights)) return null;
  const change = structuralChange(before, after);
  return change.added.length + change.removed.length + change.moved.length > 0 ? STRUCTURE_RIGHTS_MESSAGE : null;
}

/** Whether the caller may add an element of this kind (the add menus offer only these). */
export const mayAddKind = (rights: AccessRights, kind: ElementKind): boolean =>
  !rightsReadOnly(rights) && (rights.editStructureAllowed || !STRUCTURAL_KINDS.has(kind));
