/**
 * Moves in a publication's tree, as the tree editor makes them: each returns the whole new
 * arrangement (every link with its parent and place), which is what the server checks and stores.
 */

export type TreeLink = { linkId: string; parentId: string | null; order: number };

/** Moves a node one place up or down among its siblings: the new arrangement, or null at an end. */
export function moveAmongSiblings(links: readonly TreeLink[], linkId: string, step: -1 | 1): TreeLink[] | null {
  const node = links.find((l) => l.linkId === linkId);
  if (!node) return null;
  const siblings = links.filter((l) => l.parentId === node.parentId).sort((a, b) => a.order - b.order);
  const at = siblings.findIndex((l) => l.linkId === linkId);
  const to = at + step;
  if (to < 0 || to >= siblings.length) return null;
  const reordered = [...siblings];
  reordered.splice(at, 1);
  reordered.splice(to, 0, node);
  const place = new Map(reordered.map((l, i) => [l.linkId, i]));
  return links.map((l) => ({ linkId: l.linkId, parentId: l.parentId, order: place.get(l.linkId) ?? l.order }));
}

/**
 * Puts a node under its previous sibling (indent, 'in') or after its parent (outdent, 'out'):
 * the new arrangement, or null when there is nowhere to go.
 */
export function moveAcrossLevels(links: readonly TreeLink[], linkId: string, direction: 'in' | 'out'): TreeLink[] | null {
  const node = links.find((l) => l.linkId === linkId);
  if (!node) return null;
  const siblingsOf = (parentId: string | null) => links.filter((l) => l.parentId === parentId && l.linkId !== linkId).sort((a, b) => a.order - b.order);
  let parentId: string | null;
  let after: string | null;
  if (direction === 'in') {
    const previous = siblingsOf(node.parentId).filter((l) => l.order < node.order || (l.order === node.order && l.linkId < linkId)).pop();
    if (!previous) return null;
    parentId = previous.linkId;
    after = siblingsOf(previous.linkId).pop()?.linkId ?? null;
  } else {
    const parent = node.parentId ? links.find((l) => l.linkId === node.parentId) : undefined;
    if (!parent) return null;
    parentId = parent.parentId;
    after = parent.linkId;
  }
  const target = siblingsOf(parentId);
  const at = after ? target.findIndex((l) => l.linkId === after) + 1 : target.length;
  target.splice(at, 0, { ...node, parentId });
  const placed = new Map(target.map((l, i) => [l.linkId, { parentId, order: i }]));
  // the old siblings close the gap
  const oldSiblings = siblingsOf(node.parentId);
  const closed = new Map(oldSiblings.map((l, i) => [l.linkId, i]));
  return links.map((l) => {
    const moved = placed.get(l.linkId);
    if (moved) return { linkId: l.linkId, ...moved };
    const order = closed.get(l.linkId);
    if (order !== undefined) return { linkId: l.linkId, parentId: l.parentId, order };
    return { linkId: l.linkId, parentId: l.parentId, order: l.order };
  });
}

/** Whether `nodeId` lies under `ancestorId` (a node is not under itself). */
export function isUnder(links: readonly TreeLink[], nodeId: string, ancestorId: string): boolean {
  const parentOf = new Map(links.map((l) => [l.linkId, l.parentId]));
  let up = parentOf.get(nodeId) ?? null;
  for (let steps = 0; up !== null && steps <= links.length; steps++) {
    if (up === ancestorId) return true;
    up = parentOf.get(up) ?? null;
  }
  return false;
}

/** A drag dropped on another node: the dragged one goes right after it, among its siblings; null when that cannot be. */
export function placeAfter(links: readonly TreeLink[], draggedId: string, targetId: string): TreeLink[] | null {
  const target = links.find((l) => l.linkId === targetId);
  if (!target || draggedId === targetId || !links.some((l) => l.linkId === draggedId) || isUnder(links, targetId, draggedId)) return null;
  const siblings = links.filter((l) => l.parentId === target.parentId && l.linkId !== draggedId).sort((a, b) => a.order - b.order);
  siblings.splice(siblings.findIndex((l) => l.linkId === targetId) + 1, 0, { linkId: draggedId, parentId: target.parentId, order: 0 });
  const placed = new Map(siblings.map((l, i) => [l.linkId, i]));
  const dragged = links.find((l) => l.linkId === draggedId) as TreeLink;
  const oldSiblings = links.filter((l) => l.parentId === dragged.parentId && l.linkId !== draggedId).sort((a, b) => a.order - b.order);
  const closed = new Map(oldSiblings.map((l, i) => [l.linkId, i]));
  return links.map((l) => {
    if (placed.has(l.linkId)) return { linkId: l.linkId, parentId: target.parentId, order: placed.get(l.linkId) as number };
    if (closed.has(l.linkId)) return { linkId: l.linkId, parentId: l.parentId, order: closed.get(l.linkId) as number };
    return { linkId: l.linkId, parentId: l.parentId, order: l.order };
  });
}
