import type * as Y from 'yjs';
import type { DocumentElement, ElementKind } from '../../../model/documents/elementModel';

/**
 * The layout of one Y.Doc per structured document (relay name `sdoc:{id}`, see
 * realtime/protocol/collab.ts):
 * - `elements`: a Y.Map per element, by innerId, holding `kind`, `title`, `settings` (a plain
 *   JSON object: one setting edited concurrently with another keeps the last writer's object),
 *   DocumentElement's optional fields, and `parent` (the container's innerId; absent on the root);
 * - `children`: an ordered Y.Array of child ids per container, created together with its
 *   container by whoever creates the container, so two clients never create one list twice
 *   (a map key set twice concurrently keeps only one of the two arrays);
 * - `content:{innerId}`: a root Y.XmlFragment per element, bound to that element's Tiptap editor
 *   (the Collaboration extension's `fragment` option); root types never conflict;
 * - `meta`: rootId, documentId, `saved` (set by the server after each save) and `seeded`.
 *
 * `parent` is the truth of where an element is; the child lists give the order. A concurrent move
 * may leave an id in two lists or twice in one: readSnapshot (snapshotBinding.ts) resolves that.
 */

export const ELEMENTS_KEY = 'elements';
export const CHILDREN_KEY = 'children';
export const META_KEY = 'meta';
export const contentKey = (innerId: string): string => `content:${innerId}`;

/** Keys of an element map besides DocumentElement's fields. */
export const PARENT_FIELD = 'parent';

export type ElementMap = Y.Map<unknown>;

/** What the server records after each save: clients show ToBeSaved / SuccessfullySaved from it. */
export type SavedMark = { updateId: string; at: string };

export const elementsMap = (doc: Y.Doc): Y.Map<ElementMap> => doc.getMap<ElementMap>(ELEMENTS_KEY);
export const childrenMap = (doc: Y.Doc): Y.Map<Y.Array<string>> => doc.getMap<Y.Array<string>>(CHILDREN_KEY);
export const contentFragment = (doc: Y.Doc, innerId: string): Y.XmlFragment => doc.getXmlFragment(contentKey(innerId));
export const metaMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(META_KEY);

export const rootIdOf = (doc: Y.Doc): string | null => {
  const id = metaMap(doc).get('rootId');
  return typeof id === 'string' ? id : null;
};

export const isSeeded = (doc: Y.Doc): boolean => metaMap(doc).get('seeded') === true;

export function savedMark(doc: Y.Doc): SavedMark | null {
  const saved = metaMap(doc).get('saved');
  if (typeof saved !== 'object' || saved === null) return null;
  const { updateId, at } = saved as Record<string, unknown>;
  return typeof updateId === 'string' && typeof at === 'string' ? { updateId, at } : null;
}

export const setSavedMark = (doc: Y.Doc, mark: SavedMark): void => void metaMap(doc).set('saved', { ...mark });

export const elementKindOf = (doc: Y.Doc, innerId: string): ElementKind | null => {
  const kind = elementsMap(doc).get(innerId)?.get('kind');
  return typeof kind === 'string' ? (kind as ElementKind) : null;
};

export const parentOf = (doc: Y.Doc, innerId: string): string | null => {
  const parent = elementsMap(doc).get(innerId)?.get(PARENT_FIELD);
  return typeof parent === 'string' ? parent : null;
};

/** The fields of DocumentElement kept in the element map (content lives in its fragment). */
export const MAP_FIELDS = [
  'kind',
  'title',
  'settings',
  'objectId',
  'author',
  'numberingStrategy',
  'startNumberingWith',
  'levelNumberingSetAliases',
  'pointsToObject',
  'pointsToTermin',
  'generatorId',
  'generatorTemplateElementId',
  'generatorSourceStringId',
  'generatorSource',
  'tableColumnId',
  'extraClasses',
] as const satisfies ReadonlyArray<Exclude<keyof DocumentElement, 'innerId' | 'content'>>;
export type MapField = (typeof MAP_FIELDS)[number];
