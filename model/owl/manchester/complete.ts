/**
 * Completion at the cursor of a Manchester expression: the parser is run over the text before the
 * word being typed, and what it would have accepted there (keywords, or classes, properties,
 * individuals, datatypes — typed by the property before them) is offered, filtered by the word.
 */
import { runParser, type Category } from './parse';
import { resolverOf, type NamedEntity } from './resolver';
import { CLASS_KEYWORDS, KNOWN_DATATYPES, prefixedBuiltin, quoteName } from './vocabulary';

export type CompletionKind = 'keyword' | 'Class' | 'ObjectProperty' | 'DataProperty' | 'NamedIndividual' | 'Datatype';
export type CompletionItem = { label: string; insert: string; kind: CompletionKind };
/** Replace text[from, to) with an item's `insert`. */
export type Completion = { from: number; to: number; items: CompletionItem[] };

const KIND_OF_CATEGORY: Partial<Record<Category, CompletionKind>> = {
  class: 'Class',
  objectProperty: 'ObjectProperty',
  dataProperty: 'DataProperty',
  individual: 'NamedIndividual',
  datatype: 'Datatype',
};

const WORD_STOP = /[\s(){}[\],]/;
const LIMIT = 50;

/** Where the word under the cursor starts (a quoted name counts from its quote). */
function wordStart(text: string, cursor: number): number {
  const quote = text.lastIndexOf("'", cursor - 1);
  if (quote >= 0 && (text.slice(0, quote).split("'").length - 1) % 2 === 0 && !text.slice(quote + 1, cursor).includes("'")) return quote;
  let start = cursor;
  while (start > 0 && !WORD_STOP.test(text[start - 1] as string)) start -= 1;
  return start;
}

function wordEnd(text: string, cursor: number): number {
  let end = cursor;
  while (end < text.length && !WORD_STOP.test(text[end] as string)) end += 1;
  return end;
}

const builtinItems = (kind: CompletionKind): CompletionItem[] => {
  if (kind === 'Class') return ['owl:Thing', 'owl:Nothing'].map((name) => ({ label: name, insert: name, kind }));
  if (kind === 'Datatype') return KNOWN_DATATYPES.map((iri) => prefixedBuiltin(iri) as string).map((name) => ({ label: name, insert: name, kind }));
  return [];
};

export function completeAt(text: string, cursor: number, entities: readonly NamedEntity[]): Completion {
  const from = wordStart(text, cursor);
  const to = wordEnd(text, cursor);
  const typed = text.slice(from, cursor).replace(/^'/, '').toLocaleLowerCase();
  const { result, stream } = runParser(text.slice(0, from), resolverOf(entities));
  const atEnd = result.ok || (result.error.code === 'expected' && result.error.at === from);
  if (!stream || !atEnd) return { from, to, items: [] };
  const expected = result.ok ? stream.alternativesHere() : (result.error.expected ?? []);
  const candidates: CompletionItem[] = [];
  for (const item of expected) {
    if ('keyword' in item) {
      if ((CLASS_KEYWORDS as readonly string[]).includes(item.keyword) && item.keyword !== 'that') candidates.push({ label: item.keyword, insert: item.keyword, kind: 'keyword' });
      continue;
    }
    const kind = KIND_OF_CATEGORY[item.category];
    if (!kind) continue;
    candidates.push(...builtinItems(kind));
    for (const entity of entities) if (entity.kind === kind) candidates.push({ label: entity.name, insert: quoteName(entity.name), kind });
  }
  const seen = new Set<string>();
  const unique = candidates.filter((item) => !seen.has(`${item.kind} ${item.label}`) && seen.add(`${item.kind} ${item.label}`));
  const starts = unique.filter((item) => item.label.toLocaleLowerCase().startsWith(typed));
  const contains = typed ? unique.filter((item) => !item.label.toLocaleLowerCase().startsWith(typed) && item.label.toLocaleLowerCase().includes(typed)) : [];
  const byLabel = (a: CompletionItem, b: CompletionItem) => Number(a.kind !== 'keyword') - Number(b.kind !== 'keyword') || a.label.localeCompare(b.label);
  return { from, to, items: [...starts.sort(byLabel), ...contains.sort(byLabel)].slice(0, LIMIT) };
}
