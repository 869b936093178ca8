import { NODE_CAP } from '../network/graphModel';
import { fetchChildren, fetchClassesById } from './classGraphApi';
import type { ClassRecord } from '../network/graphRecords';

/** Far enough for any real taxonomy; stops a walk in data that somehow loops. */
const MAX_STEPS = 50;

export type Taxonomy = { root: ClassRecord | null; classes: ClassRecord[]; /** The walk down stopped at the node cap. */ capped: boolean };

/**
 * A class, every ancestor (the paths above it) and its descendants down to `depth` levels
 * (0: all), level by level, stopping at the node cap.
 */
export async function fetchTaxonomy(rootId: string, depth: number): Promise<Taxonomy> {
  const [root] = await fetchClassesById([rootId]);
  if (!root) return { root: null, classes: [], capped: false };
  const seen = new Map<string, ClassRecord>([[root.id, root]]);
  let up = root.parents.map((p) => p.id);
  for (let step = 0; up.length > 0 && step < MAX_STEPS; step++) {
    const found = await fetchClassesById(up.filter((id) => !seen.has(id)));
    found.forEach((c) => seen.set(c.id, c));
    up = found.flatMap((c) => c.parents.map((p) => p.id)).filter((id) => !seen.has(id));
  }
  let down = [root.id];
  let capped = false;
  for (let level = 1; down.length > 0 && (depth === 0 || level <= depth) && level <= MAX_STEPS; level++) {
    const children = (await fetchChildren(down)).filter((c) => !seen.has(c.id));
    for (const c of children) {
      if (seen.size >= NODE_CAP) {
        capped = true;
        break;
      }
      seen.set(c.id, c);
    }
    if (capped) break;
    down = children.map((c) => c.id);
  }
  return { root, classes: [...seen.values()], capped };
}

/** Every descendant of a class (not the class itself), level by level, up to the node cap. */
export async function fetchDescendants(rootId: string): Promise<ClassRecord[]> {
  const seen = new Map<string, ClassRecord>();
  let down = [rootId];
  for (let level = 1; down.length > 0 && level <= MAX_STEPS && seen.size < NODE_CAP; level++) {
    const children = (await fetchChildren(down)).filter((c) => c.id !== rootId && !seen.has(c.id));
    children.forEach((c) => seen.set(c.id, c));
    down = children.map((c) => c.id);
  }
  return [...seen.values()];
}
