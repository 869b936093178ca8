import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../../api/apiFetch';
import { errorText } from '../../../../api/errorText';
import { useLoad } from '../../../../components/useLoad';
import { Problem } from '../../../../components/Problem';
import { outlinedButton } from '../../../../components/buttonClasses';
import { formatDate } from '../../../../i18n/format';
import { downloadAsWord } from '../../../../shell/layouts/wordExport';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { RenderedDocument } from './RenderedDocument';
import { loadPublicStructuredDoc } from './publicationsApi';

// a refused or malformed address is "not found" to a visitor: whether a private document exists is not theirs to learn
const NOT_FOUND_STATUSES = [400, 401, 403, 404];

/** /public/structuredDoc/{documentId}/{publicationId?}: a public publication for visitors, with print and Word. */
export default function PublicStructuredDocPage() {
  const { t } = useTranslation();
  const { documentId = '', publicationId } = useParams<{ documentId: string; publicationId?: string }>();
  const doc = useLoad(() => loadPublicStructuredDoc(documentId, publicationId), [documentId, publicationId]);
  const content = useRef<HTMLDivElement>(null);
  const [wordProblem, setWordProblem] = useState<string | null>(null);
  const missing = doc.error instanceof ApiError && NOT_FOUND_STATUSES.includes(doc.error.status);
  useContextTitle(doc.data?.documentName ?? null);

  async function word() {
    if (!content.current || !doc.data) return;
    setWordProblem(null);
    try {
      await downloadAsWord(content.current, doc.data.documentName);
    } catch (error) {
      setWordProblem(t('sdocViewer.public.wordFailed', { error: errorText(error) }));
    }
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-4 print:max-w-none print:p-0">
      {doc.loading && !doc.data && <p className="text-sm text-gray-500">{t('sdocViewer.loading')}</p>}
      {missing && (
        <div role="alert" data-testid="public-sdoc-not-found" className="rounded border border-gray-200 bg-gray-50 px-4 py-10 text-center text-gray-700">
          <p className="text-lg font-medium text-gray-900">{t('sdocViewer.public.notFound')}</p>
          <p className="mt-1 text-sm">{t('sdocViewer.public.notFoundText')}</p>
        </div>
      )}
      {doc.error != null && !missing && <Problem text={errorText(doc.error)} />}
      {doc.data && (
        <>
          <header className="flex flex-wrap items-center gap-2 print:hidden" data-no-print data-testid="public-sdoc-header">
            <div className="text-sm text-gray-500">
              {doc.data.code ? `${doc.data.code} · ` : ''}
              {doc.data.name} · {t('sdocViewer.public.publishedOn', { date: formatDate(doc.data.createdAt) })}
              {doc.data.authorName ? ` · ${doc.data.authorName}` : ''}
            </div>
            <div className="ml-auto flex gap-2">
              <button type="button" className={outlinedButton} onClick={() => window.print()} data-testid="public-print">
                {t('sdocViewer.public.print')}
              </button>
              <button type="button" className={outlinedButton} onClick={() => void word()} data-testid="public-word">
                {t('sdocViewer.public.word')}
              </button>
            </div>
          </header>
          <Problem text={wordProblem} />
          <article ref={content} className="rounded border border-gray-200 bg-white p-6 print:border-0 print:p-0" data-testid="public-sdoc">
            <RenderedDocument html={doc.data.contentHtml} discussions={[]} activeDiscussionId={null} />
          </article>
        </>
      )}
    </div>
  );
}
