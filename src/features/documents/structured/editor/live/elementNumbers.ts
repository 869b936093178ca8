import type { DocumentSnapshot } from '../../../../../../model/documents/elementModel';
import { resolveNumbering } from '../../../../../../model/documents/numbering';

const CAPTIONED = new Set(['Table', 'Illustration']);

/**
 * Each element's displayed number from the domain's numbering (§4): the resolved label
 * (elementNumberingResolved); tables and illustrations show their document-wide caption number
 * ("Таблица 2"), which their block writes around it.
 */
export function elementNumbers(snapshot: DocumentSnapshot): ReadonlyMap<string, string> {
  const numbers = new Map<string, string>();
  for (const [id, resolved] of Object.entries(resolveNumbering(snapshot))) {
    const kind = snapshot.elements[id]?.kind;
    const label = kind && CAPTIONED.has(kind) ? (resolved.captionNumber ? String(resolved.captionNumber) : '') : resolved.elementNumberingResolved;
    if (label) numbers.set(id, label);
  }
  return numbers;
}
