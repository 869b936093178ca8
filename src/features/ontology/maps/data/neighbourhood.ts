import { NODE_CAP } from '../network/graphModel';
import { fetchChildren, fetchClassesById, fetchPropertiesAround } from './classGraphApi';
import type { ClassRecord, PropertyRecord } from '../network/graphRecords';

export type Neighbourhood = { classes: ClassRecord[]; properties: PropertyRecord[] };

/** Two neighbourhoods as one, each class and property once (the later record wins: it is fresher). */
export function mergeNeighbourhoods(a: Neighbourhood, b: Neighbourhood): Neighbourhood {
  const classes = new Map(a.classes.map((c) => [c.id, c]));
  for (const c of b.classes) classes.set(c.id, c);
  const properties = new Map(a.properties.map((p) => [p.id, p]));
  for (const p of b.properties) properties.set(p.id, p);
  return { classes: [...classes.values()], properties: [...properties.values()] };
}

/** The classes one step from these: parents, children, and the other ends of their object properties. */
export function nextStep(frontier: readonly ClassRecord[], children: readonly ClassRecord[], properties: readonly PropertyRecord[]): string[] {
  const ids = new Set(frontier.map((c) => c.id));
  const next = new Set<string>();
  for (const c of frontier) c.parents.forEach((p) => next.add(p.id));
  children.forEach((c) => next.add(c.id));
  for (const p of properties) {
    const touches = p.domains.some((d) => ids.has(d.id)) || (p.range !== null && ids.has(p.range.id));
    if (!touches) continue;
    p.domains.forEach((d) => next.add(d.id));
    if (p.range) next.add(p.range.id);
  }
  return [...next];
}

/** The classes within `depth` steps of the roots (see nextStep) and the properties among them, up to the node cap. */
export async function fetchNeighbourhood(rootIds: readonly string[], depth: number): Promise<Neighbourhood> {
  const classes = new Map((await fetchClassesById(rootIds)).map((c) => [c.id, c]));
  const properties = new Map<string, PropertyRecord>();
  let frontier = [...classes.values()];
  for (let step = 0; step < depth && frontier.length > 0 && classes.size < NODE_CAP; step++) {
    const ids = frontier.map((c) => c.id);
    const [children, around] = await Promise.all([fetchChildren(ids), fetchPropertiesAround(ids)]);
    around.forEach((p) => properties.set(p.id, p));
    children.forEach((c) => classes.has(c.id) || classes.set(c.id, c));
    const unknown = nextStep(frontier, children, around).filter((id) => !classes.has(id));
    const found = await fetchClassesById(unknown.slice(0, NODE_CAP - classes.size));
    found.forEach((c) => classes.set(c.id, c));
    frontier = [...children.filter((c) => ids.indexOf(c.id) < 0), ...found];
  }
  return { classes: [...classes.values()], properties: [...properties.values()] };
}
