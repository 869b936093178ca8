import type { AccessRights, DocumentDiff, DocumentElement, DocumentSnapshot } from '../../../model/documents/elementModel';
import { snapshotProblems } from '../../../model/documents/snapshotValidation';
import { STRUCTURE_RIGHTS_MESSAGE } from '../../../model/documents/structureRights';
import { elementSchema } from '../../../realtime/protocol/documents/structured';
import { elementToRow, type ElementRow } from './elementRows';
import { neutralizeMarkdownHtml, plainTitle } from './contentSafety';

/** The pure half of a save: who may send the diff, what it may contain, and which rows it touches. */

export const SAVE_MESSAGES = {
  readOnly: 'Документ открыт только для чтения: изменения не сохранены',
  structureForbidden: STRUCTURE_RIGHTS_MESSAGE,
  badElement: (innerId: string, problem: string): string => `Элемент ${innerId}: ${problem}`,
  unknownElement: (innerId: string): string => `Элемент ${innerId} не найден в документе`,
  rootRemoved: 'Корневой элемент документа нельзя удалить',
} as const;

/**
 * Why the caller may not send any diff, or null (domain spec §5, edit rights): nothing on a
 * read-only document. Which structural elements the diff adds, removes or moves is checked
 * against the stored document when it is applied (structureRightsProblem, in documentSaver.ts).
 */
export function diffRightsProblem(rights: AccessRights): string | null {
  return rights.readOnly || (!rights.editContentAllowed && !rights.editStructureAllowed) ? SAVE_MESSAGES.readOnly : null;
}

const safeText = (field: string, value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (field === 'content') return neutralizeMarkdownHtml(value);
  if (field === 'title') return plainTitle(value);
  return value;
};

/** The diff with raw HTML in content turned into text and tags removed from titles (contentSafety.ts). */
export function neutralizeDiff(diff: DocumentDiff): DocumentDiff {
  return {
    added: diff.added.map((e) => ({ ...e, title: plainTitle(e.title), content: neutralizeMarkdownHtml(e.content) })),
    removed: diff.removed,
    changed: diff.changed.map(({ innerId, fields }) => ({
      innerId,
      fields: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, safeText(field, value)])),
    })),
    order: diff.order,
  };
}

/** What the diff names that the document does not have (checked before it is applied). */
export function unknownIdsProblem(before: DocumentSnapshot, diff: DocumentDiff): string | null {
  if (diff.removed.includes(before.rootId)) return SAVE_MESSAGES.rootRemoved;
  const added = new Set(diff.added.map((e) => e.innerId));
  for (const { innerId } of diff.changed) if (!before.elements[innerId] && !added.has(innerId)) return SAVE_MESSAGES.unknownElement(innerId);
  return null;
}

/** The first element the diff touched that is no longer a valid element (a field of the wrong type…). */
export function invalidElementProblem(after: DocumentSnapshot, touched: Iterable<string>): string | null {
  for (const id of touched) {
    const element = after.elements[id];
    if (!element) continue;
    const parsed = elementSchema.safeParse(element);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return SAVE_MESSAGES.badElement(id, `${issue.path.join('.') || 'element'}: ${issue.message}`);
    }
  }
  return null;
}

/**
 * Structural problems the diff brings: those of the result that the stored document did not
 * already have (a document loaded without order must stay savable while it is being repaired).
 */
export function newStructureProblems(before: DocumentSnapshot, after: DocumentSnapshot): string[] {
  const known = new Set(snapshotProblems(before).map((p) => p.message));
  return snapshotProblems(after)
    .map((p) => p.message)
    .filter((m) => !known.has(m));
}

export type RowWrites = { inserts: ElementRow[]; updates: ElementRow[]; deletes: string[] };

type Place = { parent: string | null; position: number };

function placesOf(s: DocumentSnapshot): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const [parent, kids] of Object.entries(s.children)) kids.forEach((kid, position) => places.set(kid, { parent, position }));
  return places;
}

const samePlace = (a: Place | undefined, b: Place | undefined): boolean => (a?.parent ?? null) === (b?.parent ?? null) && (a?.position ?? 0) === (b?.position ?? 0);

/**
 * The rows a save writes: new elements, elements whose fields (`changedIds`) or place (parent,
 * position) changed, and removed elements. Everything else is left alone, so a keystroke writes
 * one row however big the document.
 */
export function rowWrites(before: DocumentSnapshot, after: DocumentSnapshot, changedIds: ReadonlySet<string>): RowWrites {
  const placesBefore = placesOf(before);
  const placesAfter = placesOf(after);
  const row = (e: DocumentElement): ElementRow => {
    const place = placesAfter.get(e.innerId);
    return elementToRow(e, place?.parent ?? null, place?.position ?? 0);
  };
  const inserts: ElementRow[] = [];
  const updates: ElementRow[] = [];
  for (const [id, element] of Object.entries(after.elements)) {
    const previous = before.elements[id];
    if (!previous || previous.kind !== element.kind) inserts.push(row(element));
    else if (changedIds.has(id) || !samePlace(placesBefore.get(id), placesAfter.get(id))) updates.push(row(element));
  }
  const deletes = Object.entries(before.elements)
    .filter(([id, element]) => !after.elements[id] || after.elements[id]!.kind !== element.kind)
    .map(([id]) => id);
  return { inserts, updates, deletes };
}
