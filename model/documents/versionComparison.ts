import { changedFields, deepEqual } from './documentDiff';
import type { DocumentSnapshot } from './elementModel';
import { inDocumentOrder, parentMap } from './treeWalk';

/**
 * Comparison of two versions of a document (domain spec §4): added, removed and moved elements,
 * containers whose children changed, elements with changed properties, and level numbering set
 * aliases added or removed across the document. Ids are listed in document order.
 */
export type VersionComparison = {
  added: string[];
  removed: string[];
  moved: string[];
  containersChanged: string[];
  changedProperties: Array<{ innerId: string; fields: string[] }>;
  aliasesAdded: string[];
  aliasesRemoved: string[];
};

/** The longest common subsequence of two id lists, as a set (shared ends trimmed first: lists mostly agree). */
export function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const common = new Set<string>();
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) common.add(a[head++] as string);
  let tailA = a.length;
  let tailB = b.length;
  while (tailA > head && tailB > head && a[tailA - 1] === b[tailB - 1]) {
    tailA -= 1;
    tailB -= 1;
    common.add(a[tailA] as string);
  }
  const midA = a.slice(head, tailA);
  const midB = b.slice(head, tailB);
  const lengths = Array.from({ length: midA.length + 1 }, () => new Array<number>(midB.length + 1).fill(0));
  const at = (i: number, j: number): number => lengths[i]?.[j] ?? 0;
  for (let i = midA.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as number[];
    for (let j = midB.length - 1; j >= 0; j -= 1) row[j] = midA[i] === midB[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) {
      common.add(midA[i] as string);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) > at(i, j + 1)) i += 1;
    // On a tie keep the earlier element of `a`: when two swap, the one that came first stayed.
    else j += 1;
  }
  return common;
}

/**
 * Elements moved: those now in another container, and, among the children that stayed in a
 * container, those outside the longest run kept in the same relative order — so moving one
 * element to the end marks that element, not every sibling it passed.
 */
function movedIds(older: DocumentSnapshot, newer: DocumentSnapshot, newerOrder: string[]): string[] {
  const olderParent = parentMap(older);
  const newerParent = parentMap(newer);
  const moved = new Set<string>();
  for (const [parentId, list] of Object.entries(newer.children)) {
    const stayedNow = list.filter((id) => id in older.elements && olderParent.get(id) === parentId);
    const stayedBefore = (older.children[parentId] ?? []).filter((id) => id in newer.elements && newerParent.get(id) === parentId);
    const kept = longestCommonSubsequence(stayedBefore, stayedNow);
    for (const id of stayedNow) if (!kept.has(id)) moved.add(id);
    for (const id of list) if (id in older.elements && olderParent.get(id) !== parentId) moved.add(id);
  }
  return newerOrder.filter((id) => moved.has(id));
}

const aliasesOf = (s: DocumentSnapshot): Set<string> => new Set(Object.values(s.elements).flatMap((e) => e.levelNumberingSetAliases ?? []));

export function compareVersions(older: DocumentSnapshot, newer: DocumentSnapshot): VersionComparison {
  const olderOrder = inDocumentOrder(older);
  const newerOrder = inDocumentOrder(newer);
  const changedProperties: VersionComparison['changedProperties'] = [];
  for (const id of newerOrder) {
    const before = older.elements[id];
    const after = newer.elements[id];
    if (!before || !after) continue;
    const fields = Object.keys(changedFields(before, after));
    if (before.kind !== after.kind) fields.unshift('kind');
    if (fields.length > 0) changedProperties.push({ innerId: id, fields });
  }
  const olderAliases = aliasesOf(older);
  const newerAliases = aliasesOf(newer);
  return {
    added: newerOrder.filter((id) => !(id in older.elements)),
    removed: olderOrder.filter((id) => !(id in newer.elements)),
    moved: movedIds(older, newer, newerOrder),
    containersChanged: newerOrder.filter((id) => id in older.elements && !deepEqual(older.children[id] ?? [], newer.children[id] ?? [])),
    changedProperties,
    aliasesAdded: [...newerAliases].filter((a) => !olderAliases.has(a)).sort(),
    aliasesRemoved: [...olderAliases].filter((a) => !newerAliases.has(a)).sort(),
  };
}
