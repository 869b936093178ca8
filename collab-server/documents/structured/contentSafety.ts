import { invalid } from '../../problems';

/**
 * Raw HTML typed into a document is kept as words, never as markup (issue 6, bad input).
 *
 * Content is Markdown, so sanitize-html cannot be run over it: it would escape every `>` and `&`
 * (breaking mermaid arrows `-->`, code samples and block quotes) and drop the text of `<script>`.
 * Instead every tag-like `<` outside code is written as the entity `&lt;`: any Markdown renderer,
 * even one that allows HTML, then shows `<script>` as text, and the editor reads the same words
 * back. Code spans and fences are left as typed: renderers show them as text anyway. Autolinks
 * `<https://…>` and `<mailto:…>` stay links.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const AUTOLINK = /^<(?:https?:\/\/|mailto:)[^<>\s]*>/i;
/** `<` that opens a tag, a closing tag, a comment, a doctype or a processing instruction. */
const TAG_START = /^<[A-Za-z/!?]/;
/** The editor's underline (Markdown has none): kept as written, rendered as <u> (render/renderContext.ts). */
const UNDERLINE_TAG = /^<\/?u>/;

function neutralizeInline(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '`') {
      // a code span: from a run of backticks to the next run of the same length
      const run = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(run, i + run.length);
      if (close !== -1) {
        out += text.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if (ch === '<') {
      const rest = text.slice(i);
      const link = AUTOLINK.exec(rest);
      if (link) {
        out += link[0];
        i += link[0].length;
        continue;
      }
      const underline = UNDERLINE_TAG.exec(rest);
      if (underline) {
        out += underline[0];
        i += underline[0].length;
        continue;
      }
      if (TAG_START.test(rest)) {
        out += '&lt;';
        i += 1;
        continue;
      }
    }
    out += ch;
    i += 1;
  }
  return out;
}

/** Markdown with every raw HTML tag outside code turned into text. */
export function neutralizeMarkdownHtml(markdown: string): string {
  if (!markdown.includes('<')) return markdown;
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let paragraph: string[] = [];
  const out: string[] = [];
  // code spans may cross line breaks within a paragraph, so inline text is scanned a paragraph at a time
  const flush = (): void => {
    if (paragraph.length) out.push(neutralizeInline(paragraph.join('\n')));
    paragraph = [];
  };
  for (const line of lines) {
    const opener = FENCE.exec(line);
    if (fence !== null) {
      out.push(line);
      if (opener && opener[1]![0] === fence[0] && opener[1]!.length >= fence.length && line.trim() === opener[1]) fence = null;
      continue;
    }
    if (opener) {
      flush();
      fence = opener[1]!;
      out.push(line);
      continue;
    }
    if (line.trim() === '') {
      flush();
      out.push(line);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return out.join('\n');
}

/** A title is plain text: tags go, and the insides of script and style with them. */
export function plainTitle(title: string): string {
  if (!title.includes('<')) return title;
  return title
    .replace(/<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->/g, '')
    .trim();
}

export const EMPTY_NAME = 'Название не может быть пустым';

/** A required name as plain text; a name that was nothing but markup is refused (invalid). */
export function requiredPlainName(name: string): string {
  const plain = plainTitle(name).trim();
  if (!plain) throw invalid(EMPTY_NAME);
  return plain;
}
