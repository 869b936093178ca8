import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { change, type OntologyChange } from '../client';

/**
 * The class tree as the screen holds it: children lists by parent class (loaded on expand, shared
 * by every place the parent appears — multiple inheritance shows a class under each parent) and
 * the expanded nodes by path, so the same class can be open under one parent and closed under
 * another. Everything here is pure; the hook does the loading.
 */

/** The children key of the roots (classes without parents). */
export const ROOTS = '';

export type ChildList = { ids: string[]; total: number; loading: boolean };

export type TreeData = {
  children: ReadonlyMap<string, ChildList>;
  hasChildren: ReadonlySet<string>;
  /** Path keys (pathKey) of the expanded nodes. */
  expanded: ReadonlySet<string>;
};

export type TreeRow =
  | { kind: 'node'; key: string; id: string; parentId: string; depth: number; expanded: boolean; hasChildren: boolean }
  | { kind: 'more'; key: string; parentId: string; depth: number; shown: number; total: number }
  | { kind: 'loading'; key: string; depth: number };

export const pathKey = (path: readonly string[]): string => path.join('/');

/** The rows on screen, top to bottom: what the virtual list renders. */
export function visibleRows(data: TreeData): TreeRow[] {
  const rows: TreeRow[] = [];
  // an explicit stack: deep hierarchies (so.owl goes 10+ levels) must not cost recursion
  type Frame = { parentId: string; path: string[]; next: number };
  const stack: Frame[] = [{ parentId: ROOTS, path: [], next: 0 }];
  const listOf = (parent: string) => data.children.get(parent);
  if (!listOf(ROOTS) || (listOf(ROOTS)!.loading && listOf(ROOTS)!.ids.length === 0)) return [{ kind: 'loading', key: 'loading', depth: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const list = listOf(frame.parentId);
    const ids = list?.ids ?? [];
    if (frame.next >= ids.length) {
      stack.pop();
      if (list && list.total > ids.length) {
        rows.push({ kind: 'more', key: `${pathKey(frame.path)}/+more`, parentId: frame.parentId, depth: frame.path.length, shown: ids.length, total: list.total });
      }
      continue;
    }
    const id = ids[frame.next++]!;
    if (frame.path.includes(id)) continue; // a cycle in stale data must not loop forever
    const path = [...frame.path, id];
    const key = pathKey(path);
    const expanded = data.expanded.has(key);
    const childList = listOf(id);
    const hasChildren = data.hasChildren.has(id) || (childList?.ids.length ?? 0) > 0;
    rows.push({ kind: 'node', key, id, parentId: frame.parentId, depth: frame.path.length, expanded: expanded && hasChildren, hasChildren });
    if (!expanded || !hasChildren) continue;
    if (!childList || (childList.loading && childList.ids.length === 0)) rows.push({ kind: 'loading', key: `${key}/+loading`, depth: path.length });
    else stack.push({ parentId: id, path, next: 0 });
  }
  return rows;
}

/** Every path from a root down to `target` (root first), at most `limit` of them: a class with many ancestors has many paths. */
export function ancestorPaths(target: string, parentsOf: ReadonlyMap<string, readonly string[]>, limit = 20): string[][] {
  const paths: string[][] = [];
  const walk = (id: string, below: string[]): void => {
    if (paths.length >= limit) return;
    const parents = (parentsOf.get(id) ?? []).filter((p) => !below.includes(p) && p !== id);
    if (parents.length === 0) {
      paths.push([id, ...below]);
      return;
    }
    for (const p of parents) walk(p, [id, ...below]);
  };
  walk(target, []);
  return paths;
}

/** The path keys to expand so that the last class of each path is visible. */
export function keysToReveal(paths: readonly string[][]): string[] {
  const keys = new Set<string>();
  for (const path of paths) for (let n = 1; n < path.length; n++) keys.add(pathKey(path.slice(0, n)));
  return [...keys];
}

/** Expanded paths that pass through a class that is gone: dropped, so they do not linger. */
export function withoutClass(expanded: ReadonlySet<string>, id: string): Set<string> {
  return new Set([...expanded].filter((key) => !key.split('/').includes(id)));
}

/**
 * The changes of a drop: `id` dragged from under `from` onto `to`. A move replaces the parent
 * it was dragged from (a root just gains the parent); `copy` (Ctrl held) adds `to` as one more parent.
 * Nothing to do when dropped onto itself or onto the parent it already has.
 */
export function reparentChanges(id: string, from: string, to: string, copy: boolean, currentParents: readonly string[]): OntologyChange[] {
  if (to === id || currentParents.includes(to)) return [];
  const moved = !copy && from !== ROOTS ? [change.remove(id, META_PROP.parents, from)] : [];
  return [...moved, change.add(id, META_PROP.parents, to)];
}
