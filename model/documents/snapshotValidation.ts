import { canContain, generatorAccepts } from './containerRules';
import type { DocumentElement, DocumentSnapshot } from './elementModel';

/**
 * What is wrong with a document's structure (domain spec §5, container rules): the server refuses
 * a save whose result has problems, and the editor refuses the edit before it is sent.
 */
export type SnapshotProblemCode = 'forbidden-container' | 'orphan' | 'missing-child' | 'duplicate-child' | 'cycle' | 'root';
export type SnapshotProblem = { code: SnapshotProblemCode; innerId: string; message: string };

/** The template type of a Generator (its generatorSource JSON); a free template when unreadable. */
export function generatorTemplateType(generator: DocumentElement): 'free' | 'table' {
  if (!generator.generatorSource) return 'free';
  try {
    const source: unknown = JSON.parse(generator.generatorSource);
    const type = typeof source === 'object' && source !== null ? (source as { templateType?: unknown }).templateType : undefined;
    return type === 'table' ? 'table' : 'free';
  } catch {
    return 'free';
  }
}

/**
 * Whether `child` may sit in `parent` at `index` among the parent's children. Generators follow
 * their template's rules (§5): a table template holds one Table, a free template the listed kinds.
 */
export function mayPlace(parent: DocumentElement, child: DocumentElement, index: number): boolean {
  if (parent.kind === 'Generator') return generatorAccepts(generatorTemplateType(parent), child.kind, index);
  return canContain(parent.kind, child.kind);
}

export const forbiddenPlacementMessage = (childKind: string, parentKind: string): string => `Элемент «${childKind}» нельзя поместить в «${parentKind}»`;

/** Every structural problem of the snapshot; an empty list for a well-formed document. */
export function snapshotProblems(s: DocumentSnapshot): SnapshotProblem[] {
  const problems: SnapshotProblem[] = [];
  const add = (code: SnapshotProblemCode, innerId: string, message: string): void => {
    problems.push({ code, innerId, message });
  };
  const root = s.elements[s.rootId];
  if (!root) add('root', s.rootId, `Корневой элемент документа ${s.rootId} отсутствует`);
  else if (root.kind !== 'StructuredDocument') add('root', s.rootId, `Корневым элементом документа должен быть «StructuredDocument», а не «${root.kind}»`);

  const parentOf = new Map<string, string>();
  for (const [parentId, list] of Object.entries(s.children)) {
    const parent = s.elements[parentId];
    if (!parent) {
      add('missing-child', parentId, `Список дочерних элементов принадлежит несуществующему элементу ${parentId}`);
      continue;
    }
    list.forEach((childId, index) => {
      const child = s.elements[childId];
      if (!child) {
        add('missing-child', parentId, `Элемент «${parent.kind}» ссылается на отсутствующий дочерний элемент ${childId}`);
        return;
      }
      if (parentOf.has(childId)) {
        add('duplicate-child', childId, `Элемент «${child.kind}» (${childId}) встречается в документе больше одного раза`);
        return;
      }
      parentOf.set(childId, parentId);
      if (childId === s.rootId) add('root', childId, 'Корневой элемент документа не может находиться внутри другого элемента');
      else if (!mayPlace(parent, child, index)) add('forbidden-container', childId, forbiddenPlacementMessage(child.kind, parent.kind));
    });
  }

  for (const id of elementsInCycles(s)) add('cycle', id, `Элемент «${s.elements[id]?.kind ?? ''}» (${id}) содержит сам себя`);
  const reachable = reachableFromRoot(s);
  for (const [id, element] of Object.entries(s.elements)) {
    if (!reachable.has(id) && !parentOf.has(id)) add('orphan', id, `Элемент «${element.kind}» (${id}) не находится ни в одном контейнере документа`);
  }
  return problems;
}

/** Ids reachable from the root through child lists (each visited once). */
export function reachableFromRoot(s: DocumentSnapshot): Set<string> {
  const seen = new Set<string>();
  const stack = [s.rootId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || !(id in s.elements)) continue;
    seen.add(id);
    stack.push(...(s.children[id] ?? []));
  }
  return seen;
}

/** Elements that are their own descendants (each reported once, at the place the loop closes). */
function elementsInCycles(s: DocumentSnapshot): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const found: string[] = [];
  const visit = (id: string): void => {
    state.set(id, 'open');
    for (const child of s.children[id] ?? []) {
      if (!(child in s.elements)) continue;
      const childState = state.get(child);
      if (childState === 'open') found.push(child);
      else if (childState === undefined) visit(child);
    }
    state.set(id, 'done');
  };
  for (const id of Object.keys(s.elements)) if (!state.has(id)) visit(id);
  return found;
}
