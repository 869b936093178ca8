import type { SearchEdge } from '../../../../realtime/protocol/semanticSearch';
import { withAncestors, type Catalog } from './catalog';

/**
 * The relations a node of the query can follow (Sparnatural's class → relation → class): object
 * properties whose domain holds the node's class (followed forwards, to their range) and those
 * whose range is it (followed backwards, to each of their domains).
 */
export type RelationChoice = { propId: string; direction: SearchEdge['direction']; targetClass: string };

export function relationChoices(catalog: Catalog, classId: string): RelationChoice[] {
  const classes = withAncestors(catalog, classId);
  const choices: RelationChoice[] = [];
  for (const prop of catalog.properties.values()) {
    if (prop.kind !== 'object') continue;
    if (prop.range && prop.domains.some((d) => classes.has(d))) choices.push({ propId: prop.id, direction: 'out', targetClass: prop.range });
    if (prop.range && classes.has(prop.range)) for (const domain of prop.domains) choices.push({ propId: prop.id, direction: 'in', targetClass: domain });
  }
  const name = (c: RelationChoice) => catalog.properties.get(c.propId)?.name ?? '';
  return choices.sort((a, b) => (a.direction === b.direction ? name(a).localeCompare(name(b), 'ru') : a.direction === 'out' ? -1 : 1));
}

/** «связь → класс» forwards, «← связь класс» backwards. */
export function relationText(catalog: Catalog, choice: Pick<RelationChoice, 'propId' | 'direction' | 'targetClass'>): string {
  const prop = catalog.properties.get(choice.propId)?.name ?? '';
  const target = catalog.classes.get(choice.targetClass)?.name ?? '';
  return choice.direction === 'out' ? `${prop} → ${target}` : `← ${prop} ${target}`;
}

export const choiceKey = (choice: RelationChoice): string => `${choice.direction}:${choice.propId}:${choice.targetClass}`;
