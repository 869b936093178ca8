import type { ClassDefinition, DefinitionExpression, DefinitionSection } from '../../../../realtime/protocol/ontology/axioms';

/**
 * One expression being edited on the class card, and how it meets a colleague's change: an
 * untouched editor follows the colleague at once; a changed one keeps the user's text and shows
 * the colleague's beside it (the instance form's rule, individuals/form/formConflicts.ts), so
 * neither change is lost silently.
 */
export type ExpressionEdit = {
  section: DefinitionSection;
  /** The stored axiom edited; null: a new expression. */
  axiomId: string | null;
  /** What the editor started from (the stored text and version), and what the user has typed. */
  baseText: string;
  baseVersion: number;
  draft: string;
  conflict: { theirs: DefinitionExpression | null; changedBy: string | null } | null;
};

export const newEdit = (section: DefinitionSection): ExpressionEdit => ({ section, axiomId: null, baseText: '', baseVersion: 0, draft: '', conflict: null });

export const editOf = (item: DefinitionExpression): ExpressionEdit => ({ section: item.section, axiomId: item.id, baseText: item.text, baseVersion: item.version, draft: item.text, conflict: null });

/** The edit after the definition moved on the server; null: nothing left to edit (it went, and nothing was typed). */
export function followRemote(edit: ExpressionEdit, definition: ClassDefinition): ExpressionEdit | null {
  if (edit.axiomId === null) return edit;
  const theirs = definition.expressions.find((item) => item.id === edit.axiomId) ?? null;
  if (theirs && theirs.version === edit.baseVersion) return edit;
  if (edit.draft.trim() === edit.baseText.trim()) return theirs ? editOf(theirs) : null;
  if (edit.conflict && edit.conflict.theirs?.version === theirs?.version) return edit;
  return { ...edit, conflict: { theirs, changedBy: theirs?.changedBy ?? edit.conflict?.changedBy ?? null } };
}

/** A 409 on save: the colleague's version is shown beside the user's text. */
export const withConflict = (edit: ExpressionEdit, theirs: DefinitionExpression | null, changedBy: string | null): ExpressionEdit => ({ ...edit, conflict: { theirs, changedBy } });

/** "Keep mine": the user's text stays and will overwrite the colleague's version (or come back as a new expression if it was deleted). */
export function keepMine(edit: ExpressionEdit): ExpressionEdit {
  const theirs = edit.conflict?.theirs;
  if (!edit.conflict) return edit;
  if (!theirs) return { ...edit, axiomId: null, baseText: '', baseVersion: 0, conflict: null };
  return { ...edit, baseText: theirs.text, baseVersion: theirs.version, conflict: null };
}

/** "Take my colleague's": the editor closes, the list shows their version. */
export const takeTheirs = (): null => null;
