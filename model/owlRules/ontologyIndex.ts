import { kindOfDataType } from '../ontologyCatalog';
import type { ValueType } from './swrlAst';

/**
 * What a rule is typed against: the ontology's classes, properties and (the few named in a rule)
 * individuals, each findable by name, label or IRI, as SWRLTab lets people write them.
 */
export type OntologyEntity = { id: string; name: string; labels: readonly string[]; iri: string | null };
export type OntologyProperty = OntologyEntity & {
  kind: 'object' | 'data';
  /** Data properties: a DATA_TYPES entry; object properties: 'ref'. */
  type: string;
  range: string | null;
};
export type OntologyIndex = {
  classes: readonly OntologyEntity[];
  properties: readonly OntologyProperty[];
  individuals: readonly OntologyEntity[];
};

/** The value kind of a data property's type, as builtins and literals see it. */
export function valueTypeOf(dataType: string): ValueType {
  const kind = kindOfDataType(dataType);
  return kind === 'integer' || kind === 'decimal' ? 'number' : kind;
}

const localName = (iri: string): string => iri.replace(/^.*[#/:]/, '');

/**
 * The entities a written name stands for, best match first: the IRI itself, then the name, then a
 * label, then the IRI's local part (a prefixed name `pizza:Pizza` is looked up by `Pizza`), then the
 * same ignoring case. Only the first rung that finds anything counts.
 */
export function findByName<T extends OntologyEntity>(entities: readonly T[], written: string): T[] {
  const bare = written.includes(':') && !written.includes('/') ? written.slice(written.indexOf(':') + 1) : written;
  const rungs: Array<(e: T) => boolean> = [
    (e) => e.iri === written,
    (e) => e.name === written || e.name === bare,
    (e) => e.labels.includes(written) || e.labels.includes(bare),
    (e) => e.iri !== null && localName(e.iri) === localName(written),
    (e) => e.name.toLowerCase() === bare.toLowerCase() || e.labels.some((l) => l.toLowerCase() === bare.toLowerCase()),
  ];
  for (const matches of rungs) {
    const found = entities.filter(matches);
    if (found.length) return [...new Map(found.map((e) => [e.id, e])).values()];
  }
  return [];
}

/** How a rule names an entity back in SWRL: its name when it has no spaces or odd characters, else quoted. */
export function swrlName(entity: Pick<OntologyEntity, 'name'>): string {
  return /^[\p{L}_][\p{L}\p{N}_\-.]*$/u.test(entity.name) && !entity.name.endsWith('.') ? entity.name : `'${entity.name.replace(/'/g, '')}'`;
}
