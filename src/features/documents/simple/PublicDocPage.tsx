import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { loadPublicDoc } from './simpleDocsApi';
import { DocArticle } from './DocArticle';
import { PrintWordButtons } from './PrintWordButtons';
import { PublicLoadProblem } from './PublicNotFound';

/** /public/doc/{id}: a public document for visitors, no sign-in; print and Word in the page (the public layout has no top bar). */
export default function PublicDocPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const doc = useLoad(() => loadPublicDoc(id), [id]);
  const article = useRef<HTMLDivElement>(null);
  useContextTitle(doc.data?.name);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 p-4" data-testid="public-doc-page">
      {doc.loading && !doc.data && <p className="text-sm text-gray-500">{t('simpleDocs.loading')}</p>}
      {doc.error != null && <PublicLoadProblem error={doc.error} />}
      {doc.data && (
        <>
          <div className="flex justify-end">
            <PrintWordButtons target={article} fileName={doc.data.name} />
          </div>
          <div ref={article} className="rounded border border-gray-200 bg-white p-6">
            <DocArticle name={doc.data.name} annotation={doc.data.annotation} html={doc.data.html} />
          </div>
        </>
      )}
    </div>
  );
}
