import { nameIn, type RuleCatalog } from './ruleCatalog';
import type { StructureDraft } from './ruleStructure';

/** A variable as people read it: its class and the variable (`Пицца ?p`). */
export function triadLabel(draft: StructureDraft, catalog: RuleCatalog, triad: string, unknown: string): string {
  const classId = draft.triads.find((t) => t.id === triad)?.classId;
  const name = classId ? nameIn(catalog, classId) : '';
  return `${name || unknown} ?${triad}`;
}
