import type { CopiedComponents } from '../live/documentEditing';

/**
 * The copied components, shared by the tabs of this browser (local storage), so a section copied
 * in one document can be pasted into another. Not the system clipboard: Ctrl+C in a text editor
 * keeps copying text.
 */
const CLIPBOARD_KEY = 'sdoc-clipboard';

export function storeCopied(copied: CopiedComponents): boolean {
  try {
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(copied));
    return true;
  } catch {
    // too big for local storage: the copy is refused rather than half kept
    return false;
  }
}

export function readCopied(): CopiedComponents | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLIPBOARD_KEY) ?? 'null');
    return isCopied(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isCopied(value: unknown): value is CopiedComponents {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CopiedComponents>;
  return Array.isArray(v.rootIds) && v.rootIds.length > 0 && typeof v.elements === 'object' && v.elements !== null && typeof v.children === 'object' && v.children !== null && v.rootIds.every((id) => typeof id === 'string' && v.elements![id] !== undefined);
}
