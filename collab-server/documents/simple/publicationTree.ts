/**
 * The tree of a publication: publication-document links, each with its parent link and its place
 * among its siblings. Pure rules, used by the server before it writes an arrangement and before it
 * shows a publication to visitors.
 */

export type TreeLink = { linkId: string; parentId: string | null; order: number };

/** The links depth first, siblings by order; a link whose parent is missing counts as top-level. */
export function orderTree<T extends TreeLink>(links: readonly T[]): Array<T & { depth: number }> {
  const ids = new Set(links.map((l) => l.linkId));
  const children = new Map<string | null, T[]>();
  for (const link of links) {
    const parent = link.parentId && ids.has(link.parentId) && link.parentId !== link.linkId ? link.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), link]);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  const out: Array<T & { depth: number }> = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const link of children.get(parent) ?? []) {
      // a cycle written by hand in the database must not hang the page: each link once
      if (seen.has(link.linkId)) continue;
      seen.add(link.linkId);
      out.push({ ...link, depth });
      walk(link.linkId, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/**
 * Why an arrangement of the tree cannot be written, or null when it can: it must name every link
 * of the publication exactly once, each parent must be another of those links, and no link may
 * end up under itself.
 */
export function arrangementProblem(currentIds: readonly string[], arrangement: readonly TreeLink[]): string | null {
  const current = new Set(currentIds);
  const named = new Set<string>();
  for (const node of arrangement) {
    if (!current.has(node.linkId)) return `Узел ${node.linkId} не входит в публикацию`;
    if (named.has(node.linkId)) return `Узел ${node.linkId} указан дважды`;
    named.add(node.linkId);
  }
  if (named.size !== current.size) return 'Расстановка должна перечислять все узлы публикации';
  const parentOf = new Map(arrangement.map((n) => [n.linkId, n.parentId]));
  for (const node of arrangement) {
    if (node.parentId === null) continue;
    if (!current.has(node.parentId)) return `Родитель ${node.parentId} не входит в публикацию`;
    // walk up: reaching the node again means it would sit under itself
    let up: string | null = node.parentId;
    for (let steps = 0; up !== null; steps++) {
      if (up === node.linkId || steps > arrangement.length) return `Узел ${node.linkId} не может быть вложен сам в себя`;
      up = parentOf.get(up) ?? null;
    }
  }
  return null;
}

/**
 * What a visitor may see of a published tree: only nodes of public documents. A hidden node's
 * children move up to its nearest shown ancestor, keeping their order after the places before.
 */
export function publicNodes<T extends TreeLink & { documentPublic: boolean }>(nodes: readonly T[]): Array<T & { depth: number }> {
  const byId = new Map(nodes.map((n) => [n.linkId, n]));
  const shownAncestor = (parentId: string | null): string | null => {
    let up = parentId;
    for (let steps = 0; up !== null && steps <= nodes.length; steps++) {
      const node = byId.get(up);
      if (!node) return null;
      if (node.documentPublic) return up;
      up = node.parentId;
    }
    return null;
  };
  const ordered = orderTree(nodes);
  const nextOrder = new Map<string | null, number>();
  const out: T[] = [];
  for (const { depth: _depth, ...node } of ordered) {
    if (!node.documentPublic) continue;
    const parentId = shownAncestor(node.parentId);
    const order = nextOrder.get(parentId) ?? 0;
    nextOrder.set(parentId, order + 1);
    out.push({ ...(node as unknown as T), parentId, order });
  }
  return orderTree(out);
}
