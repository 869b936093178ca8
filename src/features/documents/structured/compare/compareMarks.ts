import type { VersionComparison } from '../../../../../model/documents/versionComparison';
import type { DocumentSnapshot } from '../../../../../model/documents/elementModel';

/**
 * What the comparison page marks on each side (domain spec §4: added, removed and moved elements,
 * containers whose children changed, changed properties, added or removed numbering-set aliases).
 * The older side shows what went away, the newer what came; both show moves, reshuffled
 * containers and changed properties.
 */
export type ComparisonInput = VersionComparison;

export const MARK_KINDS = ['added', 'removed', 'moved', 'container', 'changed', 'aliasesAdded', 'aliasesRemoved'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export type ElementMark = { kinds: MarkKind[]; fields: string[]; aliases: string[] };
export type Side = 'older' | 'newer';

const SIDE_KINDS: Record<Side, readonly MarkKind[]> = {
  older: ['removed', 'moved', 'container', 'changed', 'aliasesRemoved'],
  newer: ['added', 'moved', 'container', 'changed', 'aliasesAdded'],
};

/**
 * The elements to mark on one side, by innerId. Numbering-set aliases are compared across the
 * whole document; on each side the elements that use an alias added (newer) or removed (older)
 * carry the mark.
 */
export function marksForSide(comparison: ComparisonInput, side: Side, snapshot: DocumentSnapshot): Map<string, ElementMark> {
  const marks = new Map<string, ElementMark>();
  const mark = (innerId: string, kind: MarkKind): ElementMark => {
    const entry = marks.get(innerId) ?? { kinds: [], fields: [], aliases: [] };
    if (!entry.kinds.includes(kind)) entry.kinds.push(kind);
    marks.set(innerId, entry);
    return entry;
  };
  const wanted = SIDE_KINDS[side];
  if (wanted.includes('added')) comparison.added.forEach((id) => mark(id, 'added'));
  if (wanted.includes('removed')) comparison.removed.forEach((id) => mark(id, 'removed'));
  comparison.moved.forEach((id) => mark(id, 'moved'));
  comparison.containersChanged.forEach((id) => mark(id, 'container'));
  comparison.changedProperties.forEach(({ innerId, fields }) => mark(innerId, 'changed').fields.push(...fields));
  const aliases = new Set(side === 'newer' ? comparison.aliasesAdded : comparison.aliasesRemoved);
  for (const element of Object.values(snapshot.elements)) {
    const used = (element.levelNumberingSetAliases ?? []).filter((a) => aliases.has(a));
    if (used.length) mark(element.innerId, side === 'newer' ? 'aliasesAdded' : 'aliasesRemoved').aliases.push(...used);
  }
  return marks;
}

/** How many elements each kind of change touches: the summary at the top. */
export function summarize(comparison: ComparisonInput): Record<MarkKind, number> {
  return {
    added: comparison.added.length,
    removed: comparison.removed.length,
    moved: comparison.moved.length,
    container: comparison.containersChanged.length,
    changed: comparison.changedProperties.length,
    aliasesAdded: comparison.aliasesAdded.length,
    aliasesRemoved: comparison.aliasesRemoved.length,
  };
}

export const hasDifferences = (comparison: ComparisonInput): boolean => Object.values(summarize(comparison)).some((n) => n > 0);

/** Fields whose change shows word by word: what a reader reads. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['content', 'title']);

/** The elements whose text changed between the versions: their changed words are highlighted on both sides. */
export const changedTextIds = (comparison: ComparisonInput): string[] =>
  comparison.changedProperties.filter(({ fields }) => fields.some((field) => TEXT_FIELDS.has(field))).map(({ innerId }) => innerId);
