/** What deleting a class takes with it or leaves dangling: shown before the user confirms. */
export type DeleteImpact = { subclasses: number; instances: number; properties: number };

/** The parts worth mentioning, in the order they are said; nothing to mention: an empty list. */
export function impactParts(impact: DeleteImpact): Array<{ key: keyof DeleteImpact; count: number }> {
  return (['subclasses', 'instances', 'properties'] as const).flatMap((key) => (impact[key] > 0 ? [{ key, count: impact[key] }] : []));
}

/** Instances, or classes below it, make deleting a class a forced delete (del_force). */
export function needsForce(impact: DeleteImpact): boolean {
  return impact.instances > 0 || impact.subclasses > 0 || impact.properties > 0;
}
