import sanitizeHtml from 'sanitize-html';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { renderContext, type RenderOptions } from './render/renderContext';
import { elementHtml } from './render/elementHtml';
import { stripElementSeparators } from '../../../model/documents/textCleanup';

export type { RenderOptions } from './render/renderContext';

const SIZE = /^\d+(\.\d+)?(px|%)$/;
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];

/**
 * What the rendered HTML may hold: the tags and attributes the renderer emits and nothing else.
 * It is the last line of defence — content is already Markdown rendered without raw HTML — and
 * styles are limited to the few properties the renderer writes, with values of their own shape.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'article', 'section', 'figure', 'figcaption', 'img', 'del', 's', 'input',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'style', 'data-element-id', 'data-ref-kind', 'data-object-id', 'data-element-object-id'],
    // a SemanticSearchResult names its search for the viewer's live table; the root, the navigation's search
    div: ['data-search-id', 'data-search-limit', 'data-search-params'],
    article: ['data-navigation-search'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'style'],
    td: ['rowspan', 'colspan'],
    th: ['rowspan', 'colspan'],
    ol: ['start'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|center|right)$/],
      'background-color': COLOR,
      width: [SIZE],
      display: [/^flex$/],
      flex: [/^\d+(\.\d+)? \d+(\.\d+)? 0px$/],
    },
  },
  // markdown-it's fenced code carries its language as a class (e.g. language-sql)
  allowedClasses: { '*': [/^sdoc-[\w-]+$/, 'mermaid', /^language-[\w-]+$/] },
};

/**
 * A structured document as semantic HTML (document/render, publications, the public page):
 * headings with their numbers, content Markdown with reference links, lists, tables, columns,
 * figures and the generated lists; every element wrapped with `id="el-{innerId}"` and
 * `data-element-id` for the viewer's anchors. Pure and linear in the number of elements: names of
 * referenced terms come in `names`, read beforehand in one batch (referenceNames.ts).
 */
export function renderDocumentHtml(snapshot: DocumentSnapshot, options: RenderOptions): string {
  // invisible-separator markers are editing aids, never shown (§5)
  const elements = Object.fromEntries(Object.entries(snapshot.elements).map(([id, e]) => [id, stripElementSeparators(e)]));
  const clean = { ...snapshot, elements };
  const html = elementHtml(renderContext(clean, options), clean.rootId, 0);
  return sanitizeHtml(html, POLICY);
}
