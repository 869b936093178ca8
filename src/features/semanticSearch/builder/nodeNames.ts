import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { classNameOf, propertiesOfClass, type Catalog } from '../model/catalog';
import { INTRINSIC_COLUMNS } from '../model/filterValue';
import { graphOf } from '../model/searchDraft';

/** What the user calls a node: its class, numbered when the class appears more than once. */
export function nodeNames(settings: SearchSettings, catalog: Catalog, unknown: string): Map<string, string> {
  const nodes = graphOf(settings).nodes;
  const seen = new Map<string, number>();
  return new Map(
    nodes.map((node) => {
      const count = (seen.get(node.classId) ?? 0) + 1;
      seen.set(node.classId, count);
      const name = classNameOf(catalog, node.classId) || unknown;
      return [node.id, count > 1 ? `${name} (${count})` : name];
    }),
  );
}

export type ColumnChoice = { id: string; name: string };

/** The columns a node offers: its intrinsic ones (name, creation date, author, class), then its class's properties. */
export function columnChoices(settings: SearchSettings, catalog: Catalog, node: string, intrinsicName: (column: string) => string): ColumnChoice[] {
  const classId = graphOf(settings).nodes.find((n) => n.id === node)?.classId;
  const props = classId ? propertiesOfClass(catalog, classId) : [];
  return [...INTRINSIC_COLUMNS.map((id) => ({ id, name: intrinsicName(id) })), ...props.map((p) => ({ id: p.id, name: p.name }))];
}

/** The class a link column or filter offers instances of: an object property's range; the node's class for `class` columns is null (classes are offered). */
export function linkClassOf(settings: SearchSettings, catalog: Catalog, node: string, column: string): string | null {
  if (column === 'class') return null;
  const prop = catalog.properties.get(column);
  if (prop?.kind === 'object' && prop.range) return prop.range;
  return graphOf(settings).nodes.find((n) => n.id === node)?.classId ?? null;
}
