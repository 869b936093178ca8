import type { ElementMark } from './compareMarks';

export type MarkLabels = { fields: (fields: string[]) => string; aliases: (aliases: string[]) => string };

/**
 * Marks the elements of one rendered side: `data-diff` carries the kinds (styled in
 * renderedDocument.css), and a note names the changed properties or aliases. Only element
 * wrappers are marked (a section's heading repeats its element id).
 */
export function decorateSide(root: HTMLElement, marks: ReadonlyMap<string, ElementMark>, labels: MarkLabels): void {
  for (const element of root.querySelectorAll<HTMLElement>('[id][data-element-id]')) {
    const mark = marks.get(element.dataset.elementId ?? '');
    if (!mark) continue;
    element.dataset.diff = mark.kinds.join(' ');
    const notes = [mark.fields.length ? labels.fields(mark.fields) : '', mark.aliases.length ? labels.aliases(mark.aliases) : ''].filter(Boolean);
    if (notes.length === 0) continue;
    const note = document.createElement('span');
    note.className = 'sdoc-diff-note';
    note.dataset.testid = 'diff-note';
    note.textContent = notes.join(' · ');
    element.prepend(note);
  }
}
