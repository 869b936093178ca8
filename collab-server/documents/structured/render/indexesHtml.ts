import { POINTS_TO_KINDS, type DocumentElement, type DocumentSnapshot, type PointsToKind } from '../../../../model/documents/elementModel';
import { bibliographyLink } from '../../../../model/documents/bibliographyLinks';
import { alphabetIndex } from '../../../../model/documents/alphabetIndex';
import { elementAttributes, contentHtml, type RenderContext } from './renderContext';
import { escapeHtml } from './htmlText';
import { RENDER_TEXT } from './renderText';

const itemsOf = (ctx: RenderContext, e: DocumentElement): DocumentElement[] =>
  (ctx.snapshot.children[e.innerId] ?? []).flatMap((id) => (ctx.snapshot.elements[id] ? [ctx.snapshot.elements[id]!] : []));

const titleHtml = (e: DocumentElement, tag = 'p'): string => (e.title.trim() ? `<${tag} class="sdoc-block-title">${escapeHtml(e.title)}</${tag}>` : '');

const POINTS_TO = new Set<string>(POINTS_TO_KINDS);

/** Bibliography links (§9, bibliographyLink): documents open in the app, other URLs are marked external; all in a new tab. */
function itemLink(ctx: RenderContext, item: DocumentElement) {
  const stored = item.settings.pointsToObjectKind;
  const kind = typeof stored === 'string' && POINTS_TO.has(stored) ? (stored as PointsToKind) : item.pointsToObject ? 'StructuredDocument' : undefined;
  const url = typeof item.settings.url === 'string' ? item.settings.url : undefined;
  return bibliographyLink(kind, item.pointsToObject, url, ctx.baseUrl);
}

export function bibliographyHtml(ctx: RenderContext, e: DocumentElement): string {
  const items = itemsOf(ctx, e).map((item) => {
    const target = itemLink(ctx, item);
    const name = escapeHtml(item.title || (item.pointsToObject ? (ctx.names.get(item.pointsToObject) ?? item.pointsToObject) : ''));
    const link = target ? `<a class="sdoc-bibliography-link${target.external ? ' sdoc-external' : ''}" href="${escapeHtml(target.href)}" target="_blank" rel="noopener">${name}</a>` : name;
    // bibliography references point here (referenceTarget: #bib-{id})
    return `<li ${elementAttributes(ctx, item)}><span class="sdoc-anchor" id="bib-${escapeHtml(item.objectId ?? item.innerId)}"></span>${link}${contentHtml(ctx, item.content)}</li>`;
  });
  return `<div ${elementAttributes(ctx, e)}>${titleHtml(e)}<ol class="sdoc-bibliography">${items.join('')}</ol></div>`;
}

export function glossaryHtml(ctx: RenderContext, e: DocumentElement): string {
  const items = itemsOf(ctx, e)
    .map((item) => {
      const term = item.pointsToTermin ? ctx.names.get(item.pointsToTermin) : undefined;
      return `<dt ${elementAttributes(ctx, item)}>${escapeHtml(item.title || term || '')}</dt><dd>${contentHtml(ctx, item.content)}</dd>`;
    })
    .join('');
  return `<div ${elementAttributes(ctx, e)}>${titleHtml(e)}<dl class="sdoc-glossary">${items}</dl></div>`;
}

/** Alphabet index (§3.10, alphabetIndex): the terms referred to, by first letter, with the sections they appear in. */
export function alphabetIndexHtml(ctx: RenderContext, e: DocumentElement): string {
  const groups = alphabetIndex(ctx.snapshot, { showShortLocationName: e.settings.showShortLocationName === true, names: Object.fromEntries(ctx.names), numbering: ctx.numbering.resolved });
  const body = groups
    .map((group) => {
      const items = group.items.map((item) => {
        const places = item.sectionsResolved.map((place) => (place.innerId ? `<a href="#el-${escapeHtml(place.innerId)}">${escapeHtml(place.label)}</a>` : escapeHtml(place.label)));
        return `<li class="sdoc-index-item" data-object-id="${escapeHtml(item.objectId)}">${escapeHtml(item.contentResolved)} — ${places.join(', ')}</li>`;
      });
      return `<h4 class="sdoc-index-letter">${escapeHtml(group.letter)}</h4><ul>${items.join('')}</ul>`;
    })
    .join('');
  return `<div ${elementAttributes(ctx, e)}>${titleHtml(e)}${body || `<p class="sdoc-note">${RENDER_TEXT.emptyIndex}</p>`}</div>`;
}

/** Elements of a kind in document order. */
function inDocumentOrder(s: DocumentSnapshot, kind: DocumentElement['kind']): DocumentElement[] {
  const found: DocumentElement[] = [];
  const stack = [s.rootId];
  while (stack.length) {
    const id = stack.pop()!;
    const element = s.elements[id];
    if (element?.kind === kind) found.push(element);
    stack.push(...[...(s.children[id] ?? [])].reverse());
  }
  return found;
}

function listOf(ctx: RenderContext, e: DocumentElement, entries: Array<{ target: DocumentElement; label: string }>): string {
  const items = entries.map(({ target, label }) => `<li><a href="#el-${target.innerId}">${escapeHtml(label)}</a></li>`).join('');
  return `<div ${elementAttributes(ctx, e)}>${titleHtml(e)}${items ? `<ul class="sdoc-entry-list">${items}</ul>` : `<p class="sdoc-note">${RENDER_TEXT.emptyIndex}</p>`}</div>`;
}

export function tableListHtml(ctx: RenderContext, e: DocumentElement): string {
  const tables = inDocumentOrder(ctx.snapshot, 'Table').filter((t) => t.settings.showInTableList !== false);
  return listOf(ctx, e, tables.map((t) => ({ target: t, label: `${RENDER_TEXT.table} ${ctx.numbering.table.get(t.innerId) ?? ''}. ${t.title}` })));
}

export function illustrationListHtml(ctx: RenderContext, e: DocumentElement): string {
  const figures = inDocumentOrder(ctx.snapshot, 'Illustration').filter((f) => (f.settings.imageSettings as { showInIllustrationList?: unknown } | undefined)?.showInIllustrationList !== false);
  return listOf(ctx, e, figures.map((f) => ({ target: f, label: `${RENDER_TEXT.figure} ${ctx.numbering.illustration.get(f.innerId) ?? ''}. ${f.title}` })));
}
