import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import { PICK_KINDS, type PickKind } from '../../../model/documents/referencePicking';
import { REFERENCE_SEARCH_LIMITS, type ReferencePick, type ReferenceSearch } from '../../../realtime/protocol/documents/referenceSearch';
import { unreadableClasses } from '../../ontologyStore';
import { documentsReadable } from '../structured';
import { bibliographyPicks, documentPicks, instancePicks, type PickRow } from './pickSources';

/**
 * Instances that are the platform's own tools, not terms a text cites: maps, graph settings,
 * text-editor documents, plugins. Commands follow the read rule (administrators only).
 */
const NOT_CITABLE = [META_CLASS.Plugin, META_CLASS.OntologyMap, META_CLASS.GraphConfig, META_CLASS.TextEditorDoc];

const INSTANCE_KINDS: ReadonlySet<PickKind> = new Set(['class', 'objectProperty', 'dataProperty', 'individual']);
const DOCUMENT_KINDS: ReadonlySet<PickKind> = new Set(['structuredDocument', 'simpleDocument']);

const present = (row: PickRow): ReferencePick => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  matchedLabel: row.matched_label,
  matchedLanguage: row.matched_language,
  context: row.context,
});

/**
 * What the picker shows for a search: every source searched (one statement each), the rows merged
 * best match first — then the edited document's own bibliography, the order of PICK_KINDS, the
 * name — and cut to the limit.
 * Only what the caller may read is searched.
 */
export async function searchReferences(ctx: AppContext, caller: Caller, input: ReferenceSearch): Promise<ReferencePick[]> {
  const limit = input.limit ?? REFERENCE_SEARCH_LIMITS.defaultLimit;
  const wanted = new Set<PickKind>(input.kinds ?? PICK_KINDS);
  const query = { q: input.q, limit, hiddenClasses: [...new Set([...unreadableClasses(caller), ...NOT_CITABLE])] };
  const readable = documentsReadable(caller);
  const some = (kinds: ReadonlySet<PickKind>) => [...kinds].some((kind) => wanted.has(kind));
  const [instances, documents, bibliography] = await Promise.all([
    some(INSTANCE_KINDS) ? instancePicks(ctx.db, query) : [],
    some(DOCUMENT_KINDS) ? documentPicks(ctx.db, query, readable) : [],
    wanted.has('bibliographyItem') ? bibliographyPicks(ctx.db, query, readable, input.documentId ?? null) : [],
  ]);
  const order = (kind: PickKind) => PICK_KINDS.indexOf(kind);
  return [...instances, ...documents, ...bibliography]
    .filter((row) => wanted.has(row.kind))
    .sort((a, b) => a.score - b.score || Number(b.own ?? false) - Number(a.own ?? false) || order(a.kind) - order(b.kind) || a.name.localeCompare(b.name, 'ru'))
    .slice(0, limit)
    .map(present);
}
