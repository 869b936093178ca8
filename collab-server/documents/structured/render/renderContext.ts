import MarkdownIt from 'markdown-it';
import type { DocumentElement, DocumentSnapshot } from '../../../../model/documents/elementModel';
import { numberingView, type NumberingView } from './numberingView';
import { placeReferenceLinks, restoreLinks } from './contentReferences';
import { escapeHtml } from './htmlText';
import { highlightColor, isSafeHighlightColor } from '../../../../model/documents/highlight';
import type { DocumentKinds } from '../../../../model/documents/referenceSyntax';
import type { SearchRender } from './searchResultHtml';
import { navigationSearchIdOf } from '../../../../model/documents/searchResultTable';

export type RenderOptions = {
  baseUrl: string;
  names?: Map<string, string>;
  documentKinds?: DocumentKinds;
  markup?: boolean;
  markupClassFilter?: string[];
  /** The saved searches' answers of the SemanticSearchResult elements, by innerId, read for the caller (searchResults.ts). */
  searchResults?: ReadonlyMap<string, SearchRender>;
};

/** What rendering one document needs, computed once for all its elements. */
export type RenderContext = {
  snapshot: DocumentSnapshot;
  baseUrl: string;
  names: ReadonlyMap<string, string>;
  /** Referenced documents' kinds: a reference opens the viewer of its kind. */
  documentKinds: DocumentKinds;
  markup: boolean;
  classFilter: ReadonlySet<string> | null;
  numbering: NumberingView;
  searchResults: ReadonlyMap<string, SearchRender>;
};

// html: false — raw HTML in content is shown as text, whatever got stored
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function renderContext(snapshot: DocumentSnapshot, options: RenderOptions): RenderContext {
  return {
    snapshot,
    baseUrl: options.baseUrl,
    names: options.names ?? new Map(),
    documentKinds: options.documentKinds ?? new Map(),
    markup: options.markup ?? false,
    classFilter: options.markupClassFilter?.length ? new Set(options.markupClassFilter) : null,
    numbering: numberingView(snapshot),
    searchResults: options.searchResults ?? new Map(),
  };
}

// Underline has no Markdown: the editor writes a bare `<u>`/`</u>` (a typed one is `\<u>`), which
// html: false would show as text. Private-use characters carry it through markdown-it; the final
// sanitize-html pass balances any stray one.
const UNDERLINE = /(^|[^\\])<(\/?)u>/g;
const U_OPEN = '\uE002';
const U_CLOSE = '\uE003';
const markUnderline = (text: string): string => (text.includes('<') ? text.replace(UNDERLINE, (_m, before: string, slash: string) => before + (slash ? U_CLOSE : U_OPEN)) : text);
const restoreUnderline = (html: string): string => (html.includes(U_OPEN) || html.includes(U_CLOSE) ? html.replaceAll(U_OPEN, '<u>').replaceAll(U_CLOSE, '</u>') : html);

/** An element's Markdown content as HTML, its references turned into links. */
export function contentHtml(ctx: RenderContext, content: string): string {
  if (!content.trim()) return '';
  const linked = placeReferenceLinks(markUnderline(content), ctx.baseUrl, ctx.names, ctx.documentKinds);
  return restoreUnderline(restoreLinks(markdown.render(linked.markdown), linked.links));
}

/** Inline Markdown (titles of items, captions): no paragraphs. */
export function inlineHtml(ctx: RenderContext, text: string): string {
  const linked = placeReferenceLinks(markUnderline(text), ctx.baseUrl, ctx.names, ctx.documentKinds);
  return restoreUnderline(restoreLinks(markdown.renderInline(linked.markdown), linked.links));
}

const cssClass = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '-');

/**
 * The attributes every rendered element carries: its anchor (`el-{innerId}`), its id for the
 * viewer's comments and table of contents, its kind, the highlight colour, and — with markup on —
 * its extra classes (only those in the filter when one is given).
 */
export function elementAttributes(ctx: RenderContext, element: DocumentElement, extraClass = '', extraStyle = ''): string {
  const classes = [`sdoc-el`, `sdoc-${element.kind}`, ...(extraClass ? [extraClass] : [])];
  if (ctx.markup) {
    for (const name of element.extraClasses ?? []) if (!ctx.classFilter || ctx.classFilter.has(name)) classes.push(`sdoc-x-${cssClass(name)}`);
  }
  const highlight = highlightColor(element);
  const color = highlight && isSafeHighlightColor(highlight) ? highlight.trim() : null;
  const style = [extraStyle, color ? `background-color:${color}` : ''].filter(Boolean).join(';');
  const id = escapeHtml(element.innerId);
  // semantic navigation finds elements by objectId too; the root names the navigation's search
  const objectId = element.objectId && element.objectId !== element.innerId ? ` data-element-object-id="${escapeHtml(element.objectId)}"` : '';
  const navigation = element.kind === 'StructuredDocument' ? navigationSearchIdOf(element.settings) : null;
  const navigationAttribute = navigation ? ` data-navigation-search="${escapeHtml(navigation)}"` : '';
  return `class="${classes.join(' ')}" id="el-${id}" data-element-id="${id}"${objectId}${navigationAttribute}${style ? ` style="${escapeHtml(style)}"` : ''}`;
}
