import type { DocumentElement, DocumentSnapshot } from '../../model/documents/elementModel';

// BENCH_DOCUMENT_SECTIONS: the quick run's document is smaller (its plain-Tiptap references take
// seconds per run at 2,000 elements)
const SECTIONS = Number(process.env.BENCH_DOCUMENT_SECTIONS ?? 100);
const HOLDERS_PER_SECTION = 19;
/** The elements of the bench's document, its root included (2,001 at full size). */
export const BIG_DOCUMENT_ELEMENTS = 1 + SECTIONS * (1 + HOLDERS_PER_SECTION);

/** A paragraph of realistic Markdown: marks, a reference, a list, code and a link. */
export const paragraph = (i: number): string =>
  `Пункт ${i}: требования к **объекту** описаны в :class-0b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c(Класс объекта) и *уточнены* далее.\n\n- первое условие ${i}\n- второе условие\n\nИтог: \`значение\` проверяется [по ссылке](https://example.org/${i}).`;

/** Root, 100 sections (BENCH_DOCUMENT_SECTIONS) of 19 content holders each: 2,000 elements with realistic Markdown. */
export function bigSnapshot(rootId: string, id: (n: number) => string): DocumentSnapshot {
  const elements: Record<string, DocumentElement> = { [rootId]: { innerId: rootId, kind: 'StructuredDocument', title: 'Большой документ', content: '', settings: {} } };
  const children: Record<string, string[]> = { [rootId]: [] };
  let n = 0;
  for (let s = 0; s < SECTIONS; s++) {
    const section = id(n++);
    elements[section] = { innerId: section, kind: 'Section', title: `Раздел ${s + 1}`, content: '', settings: {} };
    children[rootId]!.push(section);
    children[section] = [];
    for (let h = 0; h < HOLDERS_PER_SECTION; h++) {
      const holder = id(n++);
      elements[holder] = { innerId: holder, kind: 'ContentHolder', title: '', content: paragraph(n), settings: {} };
      children[section]!.push(holder);
    }
  }
  return { rootId, elements, children };
}
