import type { ReactNode } from 'react';
import { DocContent } from './DocContent';

/**
 * A document as read and as exported: its name, annotation and content — headings, paragraphs,
 * lists and tables only, so print and download to Word (which take the routed view) carry the
 * document and not the screen around it. `meta` is a line under the name (status, author, date).
 */
export function DocArticle({ name, annotation, html, meta, level = 1 }: { name: string; annotation?: string; html: string; meta?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <article className="flex flex-col gap-2" data-testid="doc-article">
      <Heading className={level === 1 ? 'text-2xl font-semibold text-gray-900' : 'text-xl font-semibold text-gray-900'} data-testid="doc-title">
        {name}
      </Heading>
      {meta && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-gray-500" data-no-print>
          {meta}
        </div>
      )}
      {annotation && <p className="whitespace-pre-line text-gray-600 italic">{annotation}</p>}
      <DocContent html={html} />
    </article>
  );
}

/** The actions above a read view: never printed, never exported. */
export function DocToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm print:hidden" data-no-print data-testid="doc-toolbar">
      {children}
    </div>
  );
}
