import type { DocumentElement } from '../../../../model/documents/elementModel';
import { contentHtml, elementAttributes, type RenderContext } from './renderContext';
import { escapeHtml, finiteNumber } from './htmlText';
import { RENDER_TEXT } from './renderText';
import { detectIllustrationContent, mermaidSource } from '../../../../model/documents/illustrationContent';

const ALIGNS = new Set(['left', 'center', 'right']);

/**
 * An Illustration (§5 content types, detectIllustrationContent): a mermaid fence becomes
 * `<pre class="mermaid">` for the browser to draw; a bare URL or relative path comes back as a
 * Markdown image; anything else is Markdown. The caption carries the figure number; image settings give width and alignment.
 */
export function illustrationHtml(ctx: RenderContext, e: DocumentElement): string {
  const image = (e.settings.imageSettings ?? {}) as { autoSize?: unknown; width?: unknown; align?: unknown };
  const alignment = typeof image.align === 'string' && ALIGNS.has(image.align) ? image.align : 'center';
  const width = image.autoSize === false ? Math.max(1, Math.min(100, finiteNumber(image.width, 100))) : null;
  const detected = detectIllustrationContent(e.content);
  const body =
    detected.contentType === 'mermaid'
      ? `<pre class="mermaid">${escapeHtml(mermaidSource(detected.markdown))}</pre>`
      : `<div class="sdoc-figure-body"${width ? ` style="width:${width}%"` : ''}>${contentHtml(ctx, detected.markdown)}</div>`;
  const number = ctx.numbering.illustration.get(e.innerId);
  const caption = number || e.title.trim() ? `<figcaption>${number ? `${RENDER_TEXT.figure} ${number}. ` : ''}${escapeHtml(e.title)}</figcaption>` : '';
  return `<figure ${elementAttributes(ctx, e, `sdoc-align-${alignment}`)}>${body}${caption}</figure>`;
}
