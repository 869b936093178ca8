import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem } from '../../../../components/Problem';
import { useLoad } from '../../../../components/useLoad';
import { outlinedButton } from '../../../../components/buttonClasses';
import { errorText } from '../../../../api/errorText';
import { formatDate } from '../../../../i18n/format';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import '../viewer/renderedDocument.css';
import { changedTextIds, hasDifferences, MARK_KINDS, marksForSide, summarize, type ElementMark, type MarkKind, type Side } from './compareMarks';
import { loadComparison, type LoadedPublication } from './comparisonLoader';
import { decorateSide } from './decorateSide';
import { highlightWords, wordChanges } from './wordHighlight';
import type { TextRange } from '../../../../../model/documents/wordDiff';

const BADGES: Record<MarkKind, string> = {
  added: 'bg-green-100 text-green-800 border-green-300',
  removed: 'bg-red-100 text-red-800 border-red-300',
  moved: 'bg-blue-100 text-blue-800 border-blue-300',
  container: 'bg-violet-100 text-violet-800 border-violet-300',
  changed: 'bg-amber-100 text-amber-800 border-amber-300',
  aliasesAdded: 'bg-violet-50 text-violet-800 border-violet-300',
  aliasesRemoved: 'bg-violet-50 text-violet-800 border-violet-300',
};

type SideProps = { side: Side; publication: LoadedPublication; html: string; marks: ReadonlyMap<string, ElementMark>; words: ReadonlyMap<string, TextRange[]> };

/** One side: a publication's HTML (sanitized) with its elements marked and, inside changed ones, the changed words. */
function ComparedSide({ side, publication, html, marks, words }: SideProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    element.innerHTML = html;
    highlightWords(element, side, words);
    decorateSide(element, marks, {
      fields: (fields) => t('sdocViewer.compare.changedFields', { fields: fields.map((f) => t(`sdocViewer.compare.fields.${f}`, { defaultValue: f })).join(', ') }),
      aliases: (aliases) => t('sdocViewer.compare.aliasNote', { aliases: aliases.join(', ') }),
    });
  }, [html, side, marks, words, t]);
  return (
    <section className="min-w-0 rounded border border-gray-200 bg-white p-4" data-testid={`compare-${side}`}>
      <header className="mb-3 border-b border-gray-200 pb-2">
        <div className="text-xs tracking-wide text-gray-500 uppercase">{t(`sdocViewer.compare.${side}`)}</div>
        <div className="font-medium text-gray-900">
          {publication.code ? `${publication.code} · ` : ''}
          {publication.name}
        </div>
        <div className="text-xs text-gray-500">
          {formatDate(publication.createdAt)}
          {publication.authorName ? ` · ${publication.authorName}` : ''}
        </div>
      </header>
      <div ref={root} className="sdoc-view" />
    </section>
  );
}

/**
 * /structuredDocuments/comparePublications/{documentId}/{pubId}/{secondPubId}: the two versions
 * side by side, older on the left whatever order the link names them in, with a summary of the
 * changes at the top.
 */
export default function ComparePublicationsPage() {
  const { t } = useTranslation();
  const { documentId = '', pubId = '', secondPubId = '' } = useParams<{ documentId: string; pubId: string; secondPubId: string }>();
  const loaded = useLoad(() => loadComparison(documentId, pubId, secondPubId), [documentId, pubId, secondPubId]);
  const data = loaded.data;
  const marks = useMemo(() => (data ? { older: marksForSide(data.comparison, 'older', data.older.snapshot), newer: marksForSide(data.comparison, 'newer', data.newer.snapshot) } : null), [data]);
  // both sides' HTML as shown, and the words that changed in it
  const shown = useMemo(() => {
    if (!data) return null;
    const html = { older: DOMPurify.sanitize(data.older.html), newer: DOMPurify.sanitize(data.newer.html) };
    return { html, words: wordChanges(html.older, html.newer, changedTextIds(data.comparison)) };
  }, [data]);
  const counts = data ? summarize(data.comparison) : null;
  useContextTitle(data ? `${data.older.name} → ${data.newer.name}` : null);

  return (
    <PageFrame
      title={t('sdocViewer.compare.title')}
      actions={
        <Link className={outlinedButton} to={`/structuredDocuments/view/${documentId}`} data-no-print>
          {t('sdocViewer.compare.back')}
        </Link>
      }
    >
      {loaded.loading && !data && <p className="text-sm text-gray-500">{t('sdocViewer.loading')}</p>}
      <Problem text={loaded.error ? errorText(loaded.error) : null} />
      {data && counts && marks && shown && (
        <>
          <div className="flex flex-wrap items-center gap-2 rounded border border-gray-200 bg-gray-50 px-3 py-2 text-sm" data-testid="compare-summary">
            <span className="font-medium text-gray-800">{t('sdocViewer.compare.summary')}:</span>
            {!hasDifferences(data.comparison) && <span data-testid="compare-same">{t('sdocViewer.compare.same')}</span>}
            {MARK_KINDS.filter((kind) => counts[kind] > 0).map((kind) => (
              <span key={kind} className={`rounded border px-2 py-0.5 ${BADGES[kind]}`} data-testid={`summary-${kind}`} data-count={counts[kind]}>
                {t(`sdocViewer.compare.kinds.${kind}`)}: {kind === 'aliasesAdded' || kind === 'aliasesRemoved' ? data.comparison[kind].join(', ') : counts[kind]}
              </span>
            ))}
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <ComparedSide side="older" publication={data.older} html={shown.html.older} marks={marks.older} words={shown.words.older} />
            <ComparedSide side="newer" publication={data.newer} html={shown.html.newer} marks={marks.newer} words={shown.words.newer} />
          </div>
        </>
      )}
    </PageFrame>
  );
}
