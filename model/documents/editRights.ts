import type { AccessRights, DocumentElement, ElementKind } from './elementModel';
import { highlightColor } from './highlight';

/**
 * What the caller may do with an element (domain spec §5, edit rights; §6 access flags).
 * Nothing on a read-only document. Structural kinds (sections, lists, bibliography, glossary)
 * need editStructureAllowed to be deleted or moved; other kinds need either edit right.
 * The root is never deleted or moved; a Generator is not highlighted.
 */
export type ElementCapabilities = { editable: boolean; deletable: boolean; movable: boolean; highlightable: boolean; canResetHighlight: boolean };

export const STRUCTURAL_KINDS: ReadonlySet<ElementKind> = new Set(['Section', 'OrderedList', 'UnorderedList', 'Bibliography', 'Glossary']);

/** Read-only when flagged so or when neither edit right is given (§6). */
export const rightsReadOnly = (r: AccessRights): boolean => r.readOnly || (!r.editContentAllowed && !r.editStructureAllowed);

/** The rights with readOnly made consistent with the edit rights. */
export const normalizeRights = (r: AccessRights): AccessRights => ({ ...r, readOnly: rightsReadOnly(r) });

export function elementCapabilities(kind: ElementKind, rights: AccessRights, element?: DocumentElement): ElementCapabilities {
  if (rightsReadOnly(rights)) return { editable: false, deletable: false, movable: false, highlightable: false, canResetHighlight: false };
  const mayRearrange = kind !== 'StructuredDocument' && (STRUCTURAL_KINDS.has(kind) ? rights.editStructureAllowed : true);
  const highlightable = kind !== 'Generator';
  return {
    editable: true,
    deletable: mayRearrange,
    movable: mayRearrange,
    highlightable,
    canResetHighlight: highlightable && element !== undefined && highlightColor(element) !== null,
  };
}
