import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import type { Discussion, DocumentRange } from '../../../../../realtime/protocol/documents/comments';
import './renderedDocument.css';
import { collectHeadings, markDiscussions, renderMermaid, selectionRange } from './documentDom';
import type { Heading } from './tableOfContents';

type Props = {
  html: string;
  discussions: readonly Discussion[];
  activeDiscussionId: string | null;
  /** Offered when text is selected (signed-in viewers); omitted: no commenting here. */
  onComment?: (range: DocumentRange, yOffset: number) => void;
  onOpenDiscussion?: (discussionId: string) => void;
  /** The headings and the content root, once the HTML is in the page. */
  onRendered?: (root: HTMLElement, headings: Heading[]) => void;
  /** The discussions whose range was found and marked in the text. */
  onMarked?: (discussionIds: ReadonlySet<string>) => void;
};

/**
 * The rendered document (document/render's HTML, sanitized again here: it is shown as HTML), with
 * mermaid diagrams drawn, the commented ranges marked, and «Комментировать» offered beside a
 * selection. The HTML is written into the DOM directly, not through React, because the marks
 * rewrite its text nodes.
 */
export function RenderedDocument({ html, discussions, activeDiscussionId, onComment, onOpenDiscussion, onRendered, onMarked }: Props) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<{ range: DocumentRange; top: number; left: number; yOffset: number } | null>(null);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  const marked = useRef(onMarked);
  marked.current = onMarked;

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    element.innerHTML = DOMPurify.sanitize(html);
    rendered.current?.(element, collectHeadings(element));
    void renderMermaid(element);
  }, [html]);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    markDiscussions(element, discussions, activeDiscussionId);
    const ids = [...element.querySelectorAll<HTMLElement>('mark[data-discussion-id]')].map((m) => m.dataset.discussionId ?? '');
    marked.current?.(new Set(ids));
  }, [html, discussions, activeDiscussionId]);

  useEffect(() => {
    if (!onComment) return;
    const clear = () => {
      if (document.getSelection()?.isCollapsed) setPending(null);
    };
    document.addEventListener('selectionchange', clear);
    return () => document.removeEventListener('selectionchange', clear);
  }, [onComment]);

  function onSelectionDone() {
    const element = root.current;
    if (!element || !onComment) return;
    const found = selectionRange(element, document.getSelection());
    if (!found) return setPending(null);
    const box = element.getBoundingClientRect();
    setPending({ range: found.range, top: found.rect.bottom - box.top + 4, left: Math.max(found.rect.left - box.left, 0), yOffset: found.rect.top - box.top });
  }

  function onClick(event: React.MouseEvent) {
    const mark = (event.target as HTMLElement).closest<HTMLElement>('mark[data-discussion-id]');
    if (mark?.dataset.discussionId && document.getSelection()?.isCollapsed) onOpenDiscussion?.(mark.dataset.discussionId);
  }

  return (
    <div className="relative">
      <div ref={root} onMouseUp={onSelectionDone} onKeyUp={onSelectionDone} onClick={onClick} className="sdoc-view" data-testid="sdoc-content" />
      {pending && (
        <button
          type="button"
          data-no-print
          data-testid="comment-selection"
          className="absolute z-10 rounded bg-primary px-3 py-1 text-sm text-white shadow hover:bg-primary-dark print:hidden"
          style={{ top: pending.top, left: pending.left }}
          // keep the selection: a mousedown on a button would collapse it before the click
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onComment?.(pending.range, pending.yOffset);
            setPending(null);
          }}
        >
          {t('sdocViewer.comments.comment')}
        </button>
      )}
    </div>
  );
}
