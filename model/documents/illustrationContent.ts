import { parseReferences } from './referenceSyntax';

/**
 * Illustration content-type detection (domain spec §5): only the whole trimmed text counts.
 * A URL or a relative path is wrapped into a markdown image so every image renders one way.
 */
export type IllustrationContentType = 'osaUrl' | 'url' | 'relPath' | 'mermaid' | 'taxonomy' | 'discourse';

const MARKDOWN_IMAGE = /^!\[[^\]\n]*\]\(\S+(?:\s+"[^"\n]*")?\)$/;
const DATA_IMAGE = /^data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/;
const HTTP_URL = /^https?:\/\/\S+$/i;
const RELATIVE_PATH = /^\/\S*$/;
const MERMAID_FENCE = /^(```|~~~)\s*mermaid[^\n]*\n[\s\S]*\n\1$/;
/** A taxonomy is written as a bracketed name followed by a colon: `[Виды договоров]:`. */
const TAXONOMY = /^\[[^\]\n]+\]:$/;

const image = (src: string): string => `![](${src})`;

/** Whether the text is exactly one reference, with or without the '!' prefix. */
function isSingleReference(text: string): boolean {
  const refs = parseReferences(text);
  return refs.length === 1 && refs[0]?.referenceString === text;
}

export function detectIllustrationContent(text: string): { contentType: IllustrationContentType | null; markdown: string } {
  const trimmed = text.trim();
  if (MARKDOWN_IMAGE.test(trimmed)) return { contentType: 'osaUrl', markdown: trimmed };
  if (DATA_IMAGE.test(trimmed) || HTTP_URL.test(trimmed)) return { contentType: 'url', markdown: image(trimmed) };
  if (RELATIVE_PATH.test(trimmed)) return { contentType: 'relPath', markdown: image(trimmed) };
  if (MERMAID_FENCE.test(trimmed)) return { contentType: 'mermaid', markdown: trimmed };
  if (TAXONOMY.test(trimmed)) return { contentType: 'taxonomy', markdown: trimmed };
  if (isSingleReference(trimmed)) return { contentType: 'discourse', markdown: trimmed };
  return { contentType: null, markdown: text };
}

/** The diagram source inside a mermaid fence ('' when the text is not one). */
export function mermaidSource(text: string): string {
  const trimmed = text.trim();
  if (!MERMAID_FENCE.test(trimmed)) return '';
  return trimmed.slice(trimmed.indexOf('\n') + 1, trimmed.lastIndexOf('\n'));
}
