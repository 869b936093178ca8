import type { DocumentElement } from '../../../../model/documents/elementModel';
import type { SearchAnswer } from '../../../../realtime/protocol/semanticSearch';
import { cellText, layoutSearchTable, readSearchElementSettings, type CellFormat } from '../../../../model/documents/searchResultTable';
import { parseMarkdownParams } from '../../../../model/semanticSearch/markdownParams';
import { contentHtml, elementAttributes, type RenderContext } from './renderContext';
import { escapeHtml } from './htmlText';
import { RENDER_TEXT } from './renderText';
import { valuesKind } from '../../../../model/semanticSearch/aggregations';

/** What the render found for one element's saved search, read for the caller beforehand (searchResults.ts). */
export type SearchRender = { kind: 'answer'; answer: SearchAnswer } | { kind: 'unreadable' } | { kind: 'failed'; message: string };

const numberFormat = new Intl.NumberFormat('ru-RU');

/** Values as the server writes them: Russian words, ru-RU numbers, DD.MM.YYYY (platform spec §1). */
export const SERVER_CELL_FORMAT: CellFormat = {
  yes: RENDER_TEXT.yes,
  no: RENDER_TEXT.no,
  number: (n) => numberFormat.format(n),
  date: (value, withTime) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
    if (!m) return value;
    return `${m[3]}.${m[2]}.${m[1]}${withTime && m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
  },
};

function answerHtml(answer: SearchAnswer, params: string): string {
  if (answer.rows.length === 0) return `<p class="sdoc-search-empty">${escapeHtml(RENDER_TEXT.searchEmpty)}</p>`;
  const layout = layoutSearchTable(answer, parseMarkdownParams(params), SERVER_CELL_FORMAT);
  const head = `<thead><tr>${layout.columns.map((c) => `<th>${escapeHtml(c.name)}</th>`).join('')}</tr></thead>`;
  const align = (kind: string) => (kind === 'number' ? ' style="text-align:right"' : '');
  const tables = layout.groups.map((group) => {
    const heading = layout.grouped ? `<h${layout.headerLevel} class="sdoc-search-group">${escapeHtml(group.label || RENDER_TEXT.searchNoValue)}</h${layout.headerLevel}>` : '';
    const body = group.rows.map((row) => `<tr>${layout.columns.map((c) => `<td${align(c.kind)}>${escapeHtml(cellText(row.cells[c.code] ?? null, valuesKind(c), SERVER_CELL_FORMAT))}</td>`).join('')}</tr>`).join('');
    return `${heading}<table class="sdoc-search-table">${head}<tbody>${body}</tbody></table>`;
  });
  const more = answer.total > answer.rows.length ? `<p class="sdoc-search-more">${escapeHtml(RENDER_TEXT.searchShown(numberFormat.format(answer.rows.length), numberFormat.format(answer.total)))}</p>` : '';
  return tables.join('') + more;
}

/**
 * A SemanticSearchResult element: its caption and its saved search's table as it was when rendered
 * (publications and print keep it so), or the §8 message when the reader may not read the search.
 * The element carries its search, limit and parameters as data attributes: the viewer replaces
 * the static table with a live one.
 */
export function searchResultHtml(ctx: RenderContext, e: DocumentElement, children: string): string {
  const settings = readSearchElementSettings(e.settings);
  const found = ctx.searchResults.get(e.innerId);
  let body: string;
  if (!settings.searchId) body = `<p class="sdoc-note">${escapeHtml(RENDER_TEXT.searchNotChosen)}</p>`;
  // a render that read no searches (none of the callers do so) says only what the element is
  else if (!found) body = `<p class="sdoc-note">${escapeHtml(RENDER_TEXT.semanticSearch)}</p>`;
  else if (found.kind === 'unreadable') body = `<p class="sdoc-search-problem">${escapeHtml(RENDER_TEXT.searchUnreadable(settings.searchId))}</p>`;
  else if (found.kind === 'failed') body = `<p class="sdoc-search-problem">${escapeHtml(found.message)}</p>`;
  else body = answerHtml(found.answer, settings.params);
  const data = settings.searchId
    ? ` data-search-id="${escapeHtml(settings.searchId)}" data-search-limit="${settings.limit ?? ''}" data-search-params="${escapeHtml(settings.params)}"`
    : '';
  const title = e.title.trim() ? `<p class="sdoc-block-title">${escapeHtml(e.title)}</p>` : '';
  return `<div ${elementAttributes(ctx, e)}${data}>${title}<div class="sdoc-search-static">${body}</div>${contentHtml(ctx, e.content)}${children}</div>`;
}
