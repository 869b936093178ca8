import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { malformedReferences } from '../../../model/documents/referenceSyntax';

/** The first malformed reference (§3.10 syntax) in the content or title of the touched elements, or null. */
export function referenceProblem(after: DocumentSnapshot, touched: Iterable<string>): string | null {
  for (const id of touched) {
    const element = after.elements[id];
    if (!element) continue;
    const [bad] = malformedReferences(element.content);
    if (bad) return `Элемент ${id}, строка ${bad.line + 1}: ${bad.message}`;
  }
  return null;
}
