import type { DocProperty } from '../../../../realtime/protocol/ontology/docs';
import { entityLabel } from '../../../../model/entityLabel';

/** A text in the reader's language, else Russian, else untagged, else any. */
export function inLanguage(texts: Readonly<Record<string, string>>, lang: string): string | null {
  return texts[lang] ?? texts.ru ?? texts[''] ?? Object.values(texts)[0] ?? null;
}

/** Cardinality as min..max, ∞ for unlimited (-1). */
export function cardinalityText(min: number, max: number): string {
  return `${min}..${max < 0 ? '∞' : max}`;
}

/** The anchors of the documentation's sections: the glossary links to them. */
export const anchorOf = (kind: 'class' | 'prop', id: string): string => `${kind}-${id}`;

/** What a property points at: the range class, or the value type of a data property by its human name. */
export const rangeText = (p: DocProperty, typeName: (type: string) => string = (type) => type): string => (p.kind === 'object' ? (p.range?.name ?? '—') : typeName(p.type ?? 'string'));

/** A term's name for a reader, by the interface's one rule: its label in the reader's language, else its own name, else any label. */
export const termName = (labels: Readonly<Record<string, string>>, name: string, lang: string): string => entityLabel({ name, labels }, lang);
