import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { META_PROP, UUID_RE } from '../../../../realtime/protocol/metaModel';
import { ROOTS } from './classTreeModel';

/** Class ids among change-log values: a single id, a list (an upd that replaced several) or anything else (ignored). */
export function classIdsIn(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [values];
  return list.flatMap((v) => (typeof v === 'string' && UUID_RE.test(v) ? [v] : []));
}

/**
 * What the tree must ask again after a batch of class changes: the children lists of the parents
 * gained or lost (and the roots, which a class joins or leaves when its parents change or it is
 * created or deleted), and the nodes whose name or labels changed.
 */
export function treeRefreshOf(changes: readonly EntityChange[]): { parents: string[]; nodes: string[] } {
  const parents = new Set<string>();
  const nodes = new Set<string>();
  for (const c of changes) {
    if (c.prop === META_PROP.parents) {
      classIdsIn(c.before).forEach((p) => parents.add(p));
      classIdsIn(c.after).forEach((p) => parents.add(p));
      parents.add(ROOTS);
      nodes.add(c.entity);
    } else if (c.op === 'new') {
      parents.add(ROOTS);
    } else if (c.op === 'del') {
      const snapshot = c.before as { vals?: Record<string, unknown> } | null;
      classIdsIn(snapshot?.vals?.[META_PROP.parents]).forEach((p) => parents.add(p));
      parents.add(ROOTS);
      nodes.add(c.entity);
    } else if (c.prop === META_PROP.name || c.prop === META_PROP.label) {
      nodes.add(c.entity);
    }
  }
  return { parents: [...parents], nodes: [...nodes] };
}
