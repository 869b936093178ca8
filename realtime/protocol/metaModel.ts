/**
 * Fixed ids of the built-in meta-model. Classes and properties are themselves instances of these
 * meta-classes, so the ontology is read and written through the generic data API like any data.
 * The ids never change: clients, migrations and documentation refer to them literally.
 */
const id = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const META_CLASS = {
  /** Every class is an instance of Class (including Class itself). */
  Class: id(0x1),
  ObjectProperty: id(0x2),
  DataProperty: id(0x3),
  /** Named stored queries run by get_data `command`; administrators only. */
  Command: id(0x4),
  /** Plugins: the value of `config` is the plugin configuration JSON; administrators only. */
  Plugin: id(0x5),
  /** An ontology map: a named part of the ontology (an imported OWL file, a team's area) with its graph layout. */
  OntologyMap: id(0x6),
  /** A saved graph configuration (domain spec §3.11): name, author, date_create and its settings. */
  GraphConfig: id(0x7),
  /** The ontology text editor's documents (domain spec §3.2): name, author and the ontology text. */
  TextEditorDoc: id(0x8),
} as const;

export const META_PROP = {
  /** The instance's name (stored on the instance row). */
  name: id(0x101),
  /** Class membership of an instance; multiple. */
  instanceOf: id(0x102),
  /** Parent classes of a class; multiple inheritance. */
  parents: id(0x103),
  /** Classes a property applies to; multiple. */
  domain: id(0x104),
  /** Target class of an object property. */
  range: id(0x105),
  /** Value type of a data property (see DATA_TYPES). */
  type: id(0x106),
  minCardinality: id(0x107),
  /** -1 means unlimited. */
  maxCardinality: id(0x108),
  /** Captions by language (multiString); get_data and get_form pick one by `prop_cap`. */
  label: id(0x109),
  comment: id(0x10a),
  /** Who created the instance (user id); read-only. */
  author: id(0x10b),
  /** When the instance was created; read-only. */
  dateCreate: id(0x10c),
  /** A property whose values users may not change through forms. */
  readonly: id(0x10d),
  /** Command: the stored get_data request (JSON). */
  query: id(0x120),
  /** Command: seconds its result is cached (0: not cached). */
  cacheSeconds: id(0x121),
  /** Command: cache one result per user rather than one for everybody. */
  perUser: id(0x122),
  /** Plugin: its configuration JSON. */
  config: id(0x130),
  /** The IRI an entity has in the OWL world: kept on import, written on export. */
  iri: id(0x140),
  /** The ontology maps an entity belongs to; multiple. */
  inMap: id(0x141),
  /** Ontology map: node positions of its graph, JSON { [entityId]: { x, y } }. */
  mapLayout: id(0x142),
  /** Instance lifecycle (domain spec §3.2): its stage, icon and colour. */
  stage: id(0x143),
  icon: id(0x144),
  color: id(0x145),
  /** Classes or properties confirmed to mean the same (owl:equivalentClass / owl:equivalentProperty); multiple. */
  equivalentTo: id(0x146),
  /** Object property: its inverse (owl:inverseOf). */
  inverseOf: id(0x147),
  /** Class or property marked obsolete (owl:deprecated). */
  deprecated: id(0x148),
  /** Graph configuration: its settings JSON (classes, properties, filters, physics). */
  graphSettings: id(0x149),
  /** Text editor document: the ontology text (the class's fixed text field). */
  text: id(0x14a),
  /** Ontology map: its documentation is public (/public/ontology-doc/{id}, visitors without sign-in). */
  isPublic: id(0x14b),
} as const;

export const DATA_TYPES = ['string', 'multiString', 'text', 'int', 'float', 'bool', 'date', 'dateTime', 'id', 'file'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Classes whose instances only administrators may create, change or delete. */
export const ADMIN_CLASSES: readonly string[] = [META_CLASS.Command, META_CLASS.Plugin];

/** Properties stored on the instance row or membership table rather than as value rows. */
export const INTRINSIC_PROPS: readonly string[] = [META_PROP.name, META_PROP.instanceOf, META_PROP.author, META_PROP.dateCreate];

/** The marker a filter value may hold; the server replaces it with the caller's user id. */
export const USER_MARKER = '$user';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
