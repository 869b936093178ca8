import { copyComponents } from '../../../../../../model/documents/copyComponents';
import type { DocumentElement, DocumentSnapshot } from '../../../../../../model/documents/elementModel';
import type { CopiedComponents } from '../live/documentEditing';

// the copied roots hang under a stand-in root, so the domain's copy walks them in order
const CLIPBOARD_ROOT = '00000000-0000-4000-8000-00000000c11b';

/**
 * Copies of clipboard components ready to paste, by the domain's rules (§4: new ids; object and
 * generator links cleared; the current user as author; order and in-copy links remapped).
 */
export function copiesOf(copied: CopiedComponents, authorId: string, newId: () => string): CopiedComponents {
  const root: DocumentElement = { innerId: CLIPBOARD_ROOT, kind: 'StructuredDocument', title: '', content: '', settings: {} };
  const snapshot: DocumentSnapshot = { rootId: CLIPBOARD_ROOT, elements: { ...copied.elements, [CLIPBOARD_ROOT]: root }, children: { ...copied.children, [CLIPBOARD_ROOT]: copied.rootIds } };
  const copies = copyComponents(snapshot, copied.rootIds, { newId, currentUserId: authorId });
  return { rootIds: copies.rootIds, elements: Object.fromEntries(copies.elements.map((e) => [e.innerId, e])), children: copies.children };
}
