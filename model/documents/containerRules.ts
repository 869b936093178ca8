import type { ElementKind } from './elementModel';

/**
 * Which element may sit in which container (domain spec §5, container rules). A kind missing
 * here has no container of its own: only the root StructuredDocument.
 */
const DOC_COLUMN_SECTION: readonly ElementKind[] = ['StructuredDocument', 'Column', 'Section'];
const LIST_LIKE: readonly ElementKind[] = [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList', 'TableCell'];

export const ALLOWED_CONTAINERS: Readonly<Partial<Record<ElementKind, readonly ElementKind[]>>> = {
  ContentHolder: LIST_LIKE,
  SemanticSearchResult: [...DOC_COLUMN_SECTION, 'OrderedList', 'UnorderedList'],
  Section: DOC_COLUMN_SECTION,
  OrderedList: LIST_LIKE,
  UnorderedList: LIST_LIKE,
  Bibliography: DOC_COLUMN_SECTION,
  Glossary: DOC_COLUMN_SECTION,
  Columns: DOC_COLUMN_SECTION,
  DocumentMetadata: DOC_COLUMN_SECTION,
  Generator: DOC_COLUMN_SECTION,
  Table: DOC_COLUMN_SECTION,
  AlphabetIndex: DOC_COLUMN_SECTION,
  IllustrationList: DOC_COLUMN_SECTION,
  TableList: DOC_COLUMN_SECTION,
  BibliographyItem: ['Bibliography'],
  GlossaryItem: ['Glossary'],
  AlphabetIndexItem: ['AlphabetIndex'],
  Column: ['Columns'],
  TableColumn: ['Table', 'TableColumns'],
  TableRow: ['Table', 'TableRows'],
  TableCell: ['TableRow'],
  ExternalContent: [...DOC_COLUMN_SECTION, 'TableCell'],
  Illustration: LIST_LIKE,
};

/** Whether `child` may be placed directly in `parent`. */
export const canContain = (parent: ElementKind, child: ElementKind): boolean => ALLOWED_CONTAINERS[child]?.includes(parent) ?? false;

/** Kinds that may be placed in `parent`, in the order of the spec's list. */
export const kindsAllowedIn = (parent: ElementKind): ElementKind[] =>
  (Object.keys(ALLOWED_CONTAINERS) as ElementKind[]).filter((kind) => canContain(parent, kind));

/** Kinds a free-template generator accepts (§5). */
export const FREE_GENERATOR_KINDS: readonly ElementKind[] = ['ContentHolder', 'Section', 'OrderedList', 'UnorderedList', 'ExternalContent', 'Columns'];

/**
 * Whether a generator of this template type accepts the element: a free template takes the kinds
 * above; a table template takes a Table only while it has no children yet.
 */
export function generatorAccepts(templateType: 'free' | 'table', kind: ElementKind, childCount: number): boolean {
  if (templateType === 'free') return FREE_GENERATOR_KINDS.includes(kind);
  return kind === 'Table' && childCount === 0;
}
