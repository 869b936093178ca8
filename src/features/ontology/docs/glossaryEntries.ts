import type { OntologyDoc } from '../../../../realtime/protocol/ontology/docs';
import { anchorOf, inLanguage, termName } from './docText';

export type GlossaryKind = 'class' | 'objectProperty' | 'dataProperty' | 'individual';
export type GlossaryEntry = { id: string; term: string; kind: GlossaryKind; definition: string | null; context: string | null; anchor: string | null };
export type GlossaryLetter = { letter: string; entries: GlossaryEntry[] };

/** The first letter a term is filed under: upper case, ё with е; digits and signs under '#'. */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toLocaleUpperCase('ru');
  if (!first) return '#';
  if (first === 'Ё') return 'Е';
  return /\p{L}/u.test(first) ? first : '#';
}

/**
 * The map's terms — classes, properties and individuals — with their definitions (the description
 * in the reader's language), grouped by first letter in alphabetical order. `context` says where a
 * term without a description belongs (the class of an individual, a property's domain → range).
 */
export function glossaryLetters(doc: OntologyDoc, lang: string, typeName: (type: string) => string = (type) => type): GlossaryLetter[] {
  const entries: GlossaryEntry[] = [];
  for (const c of doc.classes) {
    entries.push({ id: c.id, term: termName(c.labels, c.name, lang), kind: 'class', definition: inLanguage(c.comments, lang), context: c.parents.map((p) => p.name).join(', ') || null, anchor: anchorOf('class', c.id) });
    for (const i of c.individuals) entries.push({ id: `${c.id}:${i.id}`, term: i.name, kind: 'individual', definition: null, context: c.name, anchor: null });
  }
  for (const p of [...doc.objectProperties, ...doc.dataProperties]) {
    const range = p.kind === 'object' ? (p.range?.name ?? '') : p.type ? typeName(p.type) : '';
    entries.push({
      id: p.id,
      term: termName(p.labels, p.name, lang),
      kind: p.kind === 'object' ? 'objectProperty' : 'dataProperty',
      definition: inLanguage(p.comments, lang),
      context: `${p.domain.map((d) => d.name).join(', ') || '—'} → ${range || '—'}`,
      anchor: anchorOf('prop', p.id),
    });
  }
  const letters = new Map<string, GlossaryEntry[]>();
  for (const e of entries.filter((e) => e.term.trim())) {
    const letter = letterOf(e.term);
    letters.set(letter, [...(letters.get(letter) ?? []), e]);
  }
  return [...letters.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b, 'ru')))
    .map(([letter, list]) => ({ letter, entries: list.sort((a, b) => a.term.localeCompare(b.term, 'ru') || a.id.localeCompare(b.id)) }));
}
