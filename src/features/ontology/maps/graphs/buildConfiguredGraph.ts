import { byProp, ontologyClient, uiLanguage, where, type OntologyEntity } from '../../client';
import { fetchAllProperties, fetchClassesById, fetchPropertiesAround } from '../data/classGraphApi';
import type { ClassRecord } from '../network/graphRecords';
import { fetchDescendants } from '../data/taxonomyApi';
import { classGraph } from '../network/classGraph';
import { NODE_CAP, type GraphModel } from '../network/graphModel';
import { instanceGraph } from '../network/instanceGraph';
import type { GraphClassEntry, GraphSettings } from './graphSettings';

const nameContains = (text: string) => (c: { name: string; caption: string }) => !text.trim() || `${c.caption} ${c.name}`.toLowerCase().includes(text.trim().toLowerCase());

/** The classes a configuration shows: each chosen class, and its subclasses when asked (filtered by name). */
async function configuredClasses(entries: readonly GraphClassEntry[]): Promise<ClassRecord[]> {
  const own = await fetchClassesById(entries.map((e) => e.id));
  const byId = new Map(own.map((c) => [c.id, c]));
  for (const entry of entries.filter((e) => e.subclasses)) {
    for (const c of (await fetchDescendants(entry.id)).filter(nameContains(entry.filter))) byId.set(c.id, c);
  }
  return [...byId.values()];
}

async function configuredInstances(entries: readonly GraphClassEntry[]): Promise<OntologyEntity[]> {
  const found = new Map<string, OntologyEntity>();
  for (const entry of entries) {
    const filter = entry.filter.trim() ? where.nameContains(entry.filter.trim()) : undefined;
    const { entities } = await ontologyClient.read({ of: { class: entry.id, deep: entry.subclasses }, where: filter, sort: byProp('name'), limit: NODE_CAP });
    for (const e of entities) found.set(e.id, e);
  }
  return [...found.values()];
}

/** The graph a configuration describes, from the data as it is now. */
export async function buildConfiguredGraph(settings: GraphSettings): Promise<GraphModel> {
  if (settings.classes.length === 0) return { nodes: [], edges: [], hidden: 0 };
  const allowed = settings.properties.length > 0 ? new Set(settings.properties.map((p) => p.id)) : null;
  if (settings.level === 'class') {
    const classes = await configuredClasses(settings.classes);
    const properties = (await fetchPropertiesAround(classes.map((c) => c.id))).filter((p) => !allowed || allowed.has(p.id));
    const model = classGraph(classes, properties);
    return settings.subclassEdges ? model : { ...model, edges: model.edges.filter((e) => e.kind !== 'subclass') };
  }
  const [instances, properties] = await Promise.all([configuredInstances(settings.classes), fetchAllProperties()]);
  return instanceGraph(instances, { objectProperties: new Map(properties.map((p) => [p.id, p.caption])), lang: uiLanguage(), allowed, outside: settings.linkedOutside });
}
