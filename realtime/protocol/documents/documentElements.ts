/**
 * The structured document on the wire and in the model (domain spec §3.10): the 26 element kinds and one element as it
 * is stored, saved, published and compared. A document is a tree: `children` holds each
 * container's ordered child ids; the root is the StructuredDocument element.
 */

export const ELEMENT_KINDS = [
  'StructuredDocument',
  'Section',
  'Column',
  'Columns',
  'ContentHolder',
  'OrderedList',
  'UnorderedList',
  'Bibliography',
  'BibliographyItem',
  'Glossary',
  'GlossaryItem',
  'ExternalContent',
  'SemanticSearchResult',
  'DocumentMetadata',
  'Generator',
  'Table',
  'TableColumns',
  'TableColumn',
  'TableRows',
  'TableRow',
  'TableCell',
  'AlphabetIndex',
  'AlphabetIndexItem',
  'Illustration',
  'IllustrationList',
  'TableList',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export const NUMBERING_STRATEGIES = ['None', 'Start', 'Continue', 'Inherit'] as const;
export type NumberingStrategy = (typeof NUMBERING_STRATEGIES)[number];

/** What a reference element points to (pointsToObjectKindResolved). */
export const POINTS_TO_KINDS = ['StructuredDocument', 'InformationalResource', 'SimpleDocument'] as const;
export type PointsToKind = (typeof POINTS_TO_KINDS)[number];

/** Element settings: kind-specific, JSON; defaults per kind in elementDefaults.ts. */
export type ElementSettings = Record<string, unknown>;

/**
 * One element as stored. `content` is the element's rich text as Markdown (Tiptap's document
 * serialised; references stay in their typed syntax, see referenceSyntax.ts). Optional fields
 * are absent when unset, so two equal elements compare equal whatever produced them.
 */
export type DocumentElement = {
  innerId: string;
  kind: ElementKind;
  title: string;
  content: string;
  settings: ElementSettings;
  /** Id of the element as an ontology object (objectId); defaults to innerId. */
  objectId?: string;
  author?: string;
  numberingStrategy?: NumberingStrategy;
  startNumberingWith?: number;
  levelNumberingSetAliases?: string[];
  pointsToObject?: string;
  pointsToTermin?: string;
  generatorId?: string;
  generatorTemplateElementId?: string;
  generatorSourceStringId?: string;
  /** JSON with templateType 'free' or 'table'. */
  generatorSource?: string;
  tableColumnId?: string;
  extraClasses?: string[];
};

/** A whole document: its elements by innerId and each container's ordered children. */
export type DocumentSnapshot = {
  rootId: string;
  elements: Record<string, DocumentElement>;
  children: Record<string, string[]>;
};

/** Fields of an element a save diff may change (everything but innerId and kind). */
export type ElementField = Exclude<keyof DocumentElement, 'innerId' | 'kind'>;

/**
 * What one save changes (`POST /api/document/save`'s `diff`): elements added (with their whole
 * record), removed (ids), fields changed (only the changed ones; `null` clears an optional field)
 * and containers whose child order is new (their whole new order).
 */
export type DocumentDiff = {
  added: DocumentElement[];
  removed: string[];
  changed: Array<{ innerId: string; fields: Partial<Record<ElementField, unknown>> }>;
  order: Record<string, string[]>;
};
