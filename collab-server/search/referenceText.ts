import { REFERENCE_KINDS } from '../../model/documents/referenceSyntax';

/**
 * A typed reference in a document's text (`:class-{id}(Margherita)`, model/documents/referenceSyntax.ts)
 * as a regular expression both PostgreSQL (ARE) and JavaScript read alike: its display name is the
 * only capturing group, so replacing every match with `\1` leaves the words a reader sees — the
 * name — and no kind, id or brackets. A reference without a name leaves nothing.
 */
const GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const REFERENCE_PATTERN = `!?:(?:${REFERENCE_KINDS.join('|')})-${GUID}(?::${GUID}:)?(?:\\(((?:[^()\\n]|\\([^()\\n]*\\))*)\\))?`;

/** The same replacement in JavaScript (what the SQL does before highlighting). */
export const referencesAsNames = (text: string): string => text.replace(new RegExp(REFERENCE_PATTERN, 'g'), (_, name: string | undefined) => name ?? '');
