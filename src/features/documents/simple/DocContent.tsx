import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { useNavigate } from 'react-router-dom';
import { basePath } from '../../../api/basePath';

/**
 * How rendered document HTML looks (headings, lists, tables, quotes, code, reference links). The
 * same classes style the editor's content, so what is typed looks like what is read.
 */
export const DOC_CONTENT_CLASSES = [
  'text-[15px] leading-relaxed text-gray-900',
  '[&_h1]:mt-5 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5 [&_li>p]:my-0',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3 [&_blockquote]:text-gray-700',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-gray-100 [&_pre]:p-3 [&_pre]:text-sm',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_a]:text-primary [&_a]:underline [&_hr]:my-4 [&_hr]:border-gray-300',
  '[&_table]:my-3 [&_table]:border-collapse [&_th]:border [&_th]:border-gray-300 [&_th]:bg-gray-50 [&_th]:px-2 [&_th]:py-1 [&_td]:border [&_td]:border-gray-300 [&_td]:px-2 [&_td]:py-1',
  '[&_.doc-ref]:rounded [&_.doc-ref]:bg-primary-light [&_.doc-ref]:px-1 [&_.doc-ref]:no-underline',
].join(' ');

/** A document's rendered content (sanitized by the server, and again here); links inside the app open without reloading. */
export function DocContent({ html, testId = 'doc-content' }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  function follow(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.ctrlKey || event.metaKey || event.shiftKey || !href.startsWith(basePath())) return;
    event.preventDefault();
    navigate(`/${href.slice(basePath().length)}`);
  }
  return <div className={DOC_CONTENT_CLASSES} data-testid={testId} onClick={follow} dangerouslySetInnerHTML={{ __html: clean }} />;
}
