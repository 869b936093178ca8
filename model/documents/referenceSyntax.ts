/**
 * The typed reference syntax inside element content (domain spec §3.10):
 * optional '!' (expand the target's content), ':' kind '-' objectId (a GUID), optionally
 * ':' propId ':', optionally '(' display name ')'. Ids are lowercased.
 * Example: `!:class-0f8fad5b-d9cb-469f-a165-70867728950e(Договор)`.
 */

export const REFERENCE_KINDS = ['bibliography', 'ontology', 'document', 'scalar', 'prop', 'class', 'cross'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** A reference found in text. line and start are 0-based; offset is the index in the whole text. */
export type ReferenceLocation = {
  line: number;
  start: number;
  length: number;
  end: number;
  offset: number;
  kind: ReferenceKind;
  objectId: string;
  propId: string | null;
  displayName: string | null;
  referenceString: string;
  expandContent: boolean;
};

const GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** A display name may hold one level of brackets: "(Договор (типовой))". */
const DISPLAY_NAME = '\\(((?:[^()\\n]|\\([^()\\n]*\\))*)\\)';
const REFERENCE = new RegExp(`(!)?:(${REFERENCE_KINDS.join('|')})-(${GUID})(?::(${GUID}):)?(?:${DISPLAY_NAME})?`, 'g');
/** What looks like the start of a reference: ':' then letters then '-'. */
const REFERENCE_START = /!?:([A-Za-z]+)-/g;

/**
 * Content is stored as Markdown, whose writer escapes punctuation in text ("has\\_part", "\\<b\\>"):
 * a display name is read back without those escapes (CommonMark: a backslash before ASCII
 * punctuation), so the name shows as it was picked or typed.
 */
const unescapeMarkdown = (text: string): string => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** 0-based line and column of each offset, for texts with '\n' line breaks. */
function lineAndColumn(text: string, offset: number): { line: number; start: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, start: offset - (before.lastIndexOf('\n') + 1) };
}

/** Every well-formed reference in the text, in order. */
export function parseReferences(text: string): ReferenceLocation[] {
  const found: ReferenceLocation[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const [referenceString, bang, kind, objectId, propId, displayName] = match;
    const offset = match.index;
    const { line, start } = lineAndColumn(text, offset);
    found.push({
      line,
      start,
      length: referenceString.length,
      end: start + referenceString.length,
      offset,
      kind: kind as ReferenceKind,
      objectId: (objectId ?? '').toLowerCase(),
      propId: propId ? propId.toLowerCase() : null,
      displayName: displayName?.trim() ? unescapeMarkdown(displayName.trim()) : null,
      referenceString,
      expandContent: bang === '!',
    });
  }
  return found;
}

export type MalformedReference = { line: number; start: number; text: string; message: string };

/** The word-like run from `offset` (up to a space), to quote the bad reference. */
const tokenAt = (text: string, offset: number): string => /^\S*/.exec(text.slice(offset))?.[0] ?? '';

function problemOf(text: string, offset: number, kind: string, covered: ReferenceLocation | undefined): string | null {
  const quoted = tokenAt(text, offset);
  if (!(REFERENCE_KINDS as readonly string[]).includes(kind)) {
    // Only a GUID after an unknown kind makes it look like a reference; "ratio:a-b" is ordinary text.
    if (!new RegExp(`^!?:[A-Za-z]+-${GUID}`).test(text.slice(offset))) return null;
    return `Неизвестный вид ссылки «${kind}» в «${quoted}»: допустимы ${REFERENCE_KINDS.join(', ')}`;
  }
  if (!covered) return `Неверная ссылка «${quoted}»: после «:${kind}-» ожидается идентификатор вида xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`;
  const after = text.slice(covered.offset + covered.length);
  if (covered.displayName === null && after.startsWith('(') && !/^\([^\n]*\)/.test(after)) {
    return `Неверная ссылка «${quoted}»: название в скобках не закрыто`;
  }
  return null;
}

/** Things that start like a reference but are not one, with a message saying what is wrong. */
export function malformedReferences(text: string): MalformedReference[] {
  const valid = parseReferences(text);
  const problems: MalformedReference[] = [];
  for (const match of text.matchAll(REFERENCE_START)) {
    const offset = match.index;
    const colon = offset + match[0].indexOf(':');
    const covered = valid.find((ref) => ref.offset + (ref.expandContent ? 1 : 0) === colon);
    const message = problemOf(text, offset, match[1] ?? '', covered);
    if (message) problems.push({ ...lineAndColumn(text, offset), text: tokenAt(text, offset), message });
  }
  return problems;
}

export type ReferenceTarget = { href: string; external: boolean; label: string };

/** Which referenced ids are documents, and of which kind: a document reference opens the viewer of its kind. */
export type DocumentKinds = ReadonlyMap<string, 'structured' | 'simple'>;
const NO_DOCUMENT_KINDS: DocumentKinds = new Map();

/** Ontology cards of the app (src/routes/ontologyRoutes.ts, documentRoutes.ts). */
const ONTOLOGY_PATHS: Record<'class' | 'prop' | 'scalar' | 'ontology', string> = {
  class: 'class_list',
  prop: 'props_list',
  scalar: 'scalar_list',
  ontology: 'termin',
};

/**
 * Where a reference leads: ontology terms to their cards, documents to their viewer (a simple
 * document's own when `documentKinds` says so — the picker cites both kinds), cross references
 * and bibliography entries to anchors in the same page (`#el-{id}`, `#bib-{id}`). `base` is the
 * app's base URL without a trailing slash ('' for the root).
 */
export function referenceTarget(ref: Pick<ReferenceLocation, 'kind' | 'objectId' | 'displayName'>, base: string, documentKinds: DocumentKinds = NO_DOCUMENT_KINDS): ReferenceTarget {
  const root = base.replace(/\/+$/, '');
  const label = ref.displayName ?? ref.objectId;
  switch (ref.kind) {
    case 'cross':
      return { href: `#el-${ref.objectId}`, external: false, label };
    case 'bibliography':
      return { href: `#bib-${ref.objectId}`, external: false, label };
    case 'document':
      return { href: `${root}/${documentKinds.get(ref.objectId) === 'simple' ? 'docs' : 'structuredDocuments'}/view/${ref.objectId}`, external: false, label };
    default:
      return { href: `${root}/${ONTOLOGY_PATHS[ref.kind]}/${ref.objectId}`, external: false, label };
  }
}

/** The reference written back in its syntax (ids lowercased, names kept). */
export function formatReference(ref: Pick<ReferenceLocation, 'kind' | 'objectId' | 'propId' | 'displayName' | 'expandContent'>): string {
  const prop = ref.propId ? `:${ref.propId.toLowerCase()}:` : '';
  const name = ref.displayName ? `(${ref.displayName})` : '';
  return `${ref.expandContent ? '!' : ''}:${ref.kind}-${ref.objectId.toLowerCase()}${prop}${name}`;
}

/** The text as a reader would say it: each reference with a display name replaced by that name (previews, tree rows). */
export function withDisplayNames(text: string): string {
  if (!text.includes(':')) return text;
  let out = '';
  let at = 0;
  for (const ref of parseReferences(text)) {
    if (ref.displayName === null) continue;
    out += text.slice(at, ref.offset) + ref.displayName;
    at = ref.offset + ref.length;
  }
  return out + text.slice(at);
}
