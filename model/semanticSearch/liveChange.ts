import type { EntityChange } from '../../realtime/protocol/hubEvents';
import type { SearchAnswer } from '../../realtime/protocol/semanticSearch';
import { META_PROP } from '../../realtime/protocol/metaModel';

type Reads = SearchAnswer['reads'];

// the bus carries every change of the tab's rooms: a document's own room sends its saves and
// access changes too, which no search reads
const DOCUMENT_OPS = /^document\./;
// a membership, a rename or a deletion changes which rows there are or what they are called,
// whatever the answer reads: the answer's `null` in reads.props stands for these
const ALWAYS = new Set<string>([META_PROP.instanceOf, META_PROP.name]);

/**
 * Whether a change heard in the rooms of an answer's classes may change the answer: it touched a
 * property the answer reads, or membership, name or existence. Changes of other properties of the
 * same instances cannot, and the search is not run again for them. Every live view of a search
 * (the result, a report's sources, a document's tables) decides with this one rule.
 */
export function mayChangeAnswer(change: Pick<EntityChange, 'prop' | 'op'>, reads: Reads): boolean {
  if (DOCUMENT_OPS.test(change.op)) return false;
  if (change.prop === null || change.op === 'del' || change.op === 'new') return true;
  if (ALWAYS.has(change.prop)) return true;
  return reads.props.includes(change.prop);
}

/** The rooms to watch for an answer: its classes, sorted so equal reads watch the same rooms. */
export const roomsOf = (reads: Reads): string[] => [...new Set(reads.classes)].sort();
