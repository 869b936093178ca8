import type { DocumentElement } from '../../../../model/documents/elementModel';
import { contentHtml, elementAttributes, type RenderContext } from './renderContext';
import { escapeHtml, finiteNumber } from './htmlText';
import { RENDER_TEXT } from './renderText';
import { sectionPlaceholder } from '../../../../model/documents/textCleanup';
import { tableHtml } from './tableHtml';
import { searchResultHtml } from './searchResultHtml';
import { illustrationHtml } from './illustrationHtml';
import { alphabetIndexHtml, bibliographyHtml, glossaryHtml, illustrationListHtml, tableListHtml } from './indexesHtml';

/** The children of a container, rendered in order. */
export function childrenHtml(ctx: RenderContext, id: string, depth: number): string {
  return (ctx.snapshot.children[id] ?? []).map((child) => elementHtml(ctx, child, depth)).join('');
}

const headingLevel = (depth: number): number => Math.min(depth + 2, 6);

function sectionHtml(ctx: RenderContext, e: DocumentElement, depth: number): string {
  const level = headingLevel(depth);
  const number = ctx.numbering.section.get(e.innerId);
  const title = escapeHtml(sectionPlaceholder(e));
  const numberHtml = number ? `<span class="sdoc-number">${escapeHtml(number)}</span> ` : '';
  return `<section ${elementAttributes(ctx, e)}><h${level} class="sdoc-heading" data-element-id="${e.innerId}">${numberHtml}${title}</h${level}>${contentHtml(ctx, e.content)}${childrenHtml(ctx, e.innerId, depth + 1)}</section>`;
}

function listHtml(ctx: RenderContext, e: DocumentElement, depth: number): string {
  const tag = e.kind === 'OrderedList' ? 'ol' : 'ul';
  // the number is written out: hierarchical numbers ('1.2.') and restarts are not what <ol> counts
  const items = (ctx.snapshot.children[e.innerId] ?? [])
    .map((child) => {
      const number = ctx.numbering.listItem.get(child);
      return `<li>${number ? `<span class="sdoc-number">${escapeHtml(number)}</span>` : ''}${elementHtml(ctx, child, depth)}</li>`;
    })
    .join('');
  const title = e.title.trim() ? `<p class="sdoc-list-title">${escapeHtml(e.title)}</p>` : '';
  return `<div ${elementAttributes(ctx, e)}>${title}<${tag}>${items}</${tag}></div>`;
}

function columnsHtml(ctx: RenderContext, e: DocumentElement, depth: number): string {
  const columns = (ctx.snapshot.children[e.innerId] ?? []).map((id) => {
    const column = ctx.snapshot.elements[id];
    if (!column) return '';
    const grow = Math.max(0, finiteNumber(column.settings.growRatio, 1));
    const shrink = Math.max(0, finiteNumber(column.settings.shrinkRatio, 1));
    return `<div ${elementAttributes(ctx, column, '', `flex:${grow} ${shrink} 0px`)}>${contentHtml(ctx, column.content)}${childrenHtml(ctx, id, depth)}</div>`;
  });
  return `<div ${elementAttributes(ctx, e, '', 'display:flex')}>${columns.join('')}</div>`;
}

/** A block with its title (if any), content and children: the shape most kinds share. */
function blockHtml(ctx: RenderContext, e: DocumentElement, depth: number, note = ''): string {
  const title = e.title.trim() ? `<p class="sdoc-block-title">${escapeHtml(e.title)}</p>` : '';
  const noteHtml = note ? `<p class="sdoc-note">${escapeHtml(note)}</p>` : '';
  return `<div ${elementAttributes(ctx, e)}>${title}${noteHtml}${contentHtml(ctx, e.content)}${childrenHtml(ctx, e.innerId, depth)}</div>`;
}

/** One element and everything under it as semantic HTML (`depth` = sections above it). */
export function elementHtml(ctx: RenderContext, id: string, depth: number): string {
  const e = ctx.snapshot.elements[id];
  if (!e) return '';
  switch (e.kind) {
    case 'StructuredDocument':
      return `<article ${elementAttributes(ctx, e)}>${e.title.trim() ? `<h1 class="sdoc-title">${escapeHtml(e.title)}</h1>` : ''}${contentHtml(ctx, e.content)}${childrenHtml(ctx, id, depth)}</article>`;
    case 'Section':
      return sectionHtml(ctx, e, depth);
    case 'ContentHolder':
      return `<div ${elementAttributes(ctx, e)}>${contentHtml(ctx, e.content)}${childrenHtml(ctx, id, depth)}</div>`;
    case 'OrderedList':
    case 'UnorderedList':
      return listHtml(ctx, e, depth);
    case 'Columns':
      return columnsHtml(ctx, e, depth);
    case 'Table':
      return tableHtml(ctx, e, childrenHtml);
    case 'Illustration':
      return illustrationHtml(ctx, e);
    case 'Bibliography':
      return bibliographyHtml(ctx, e);
    case 'Glossary':
      return glossaryHtml(ctx, e);
    case 'AlphabetIndex':
      return alphabetIndexHtml(ctx, e);
    case 'TableList':
      return tableListHtml(ctx, e);
    case 'IllustrationList':
      return illustrationListHtml(ctx, e);
    case 'ExternalContent':
      return blockHtml(ctx, e, depth, e.pointsToObject ? '' : RENDER_TEXT.externalContent);
    case 'SemanticSearchResult':
      return searchResultHtml(ctx, e, childrenHtml(ctx, id, depth));
    default:
      // Generator, DocumentMetadata, Column outside Columns and items outside their lists
      return blockHtml(ctx, e, depth);
  }
}
