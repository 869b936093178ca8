import type { DocumentSnapshot } from '../../../../model/documents/elementModel';
import { resolveNumbering, type ResolvedNumbering } from '../../../../model/documents/numbering';

/** The numbers a rendered document shows: section and list item labels, table and figure numbers. */
export type NumberingView = {
  section: Map<string, string>;
  listItem: Map<string, string>;
  table: Map<string, number>;
  illustration: Map<string, number>;
  resolved: Record<string, ResolvedNumbering>;
};

/** The document's numbering (§4, resolveNumbering) in the shape the renderer reads. */
export function numberingView(snapshot: DocumentSnapshot): NumberingView {
  const resolved = resolveNumbering(snapshot);
  const view: NumberingView = { section: new Map(), listItem: new Map(), table: new Map(), illustration: new Map(), resolved };
  for (const [id, numbering] of Object.entries(resolved)) {
    const kind = snapshot.elements[id]?.kind;
    if (kind === 'Section') {
      if (numbering.elementNumberingResolved) view.section.set(id, numbering.elementNumberingResolved);
    } else if (kind === 'Table' || kind === 'Illustration') {
      if (numbering.captionNumber !== undefined) (kind === 'Table' ? view.table : view.illustration).set(id, numbering.captionNumber);
    } else if (numbering.listNumberingResolved && numbering.elementNumberingResolved) {
      view.listItem.set(id, numbering.elementNumberingResolved);
    }
  }
  return view;
}
