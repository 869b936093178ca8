import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { formatDate } from '../../../i18n/format';
import { loadTermin } from './simpleDocsApi';
import { DocToolbar } from './DocArticle';

/** /termin/{id}: an ontology term — its name, classes and description — and the documents that reference it. */
export default function TerminPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const page = useLoad(() => loadTermin(id), [id]);
  useContextTitle(page.data?.term.name);
  if (page.error != null) return <div className="p-4"><Problem text={problemText(page.error)} /></div>;
  if (!page.data) return <p className="p-4 text-sm text-gray-500">{t('simpleDocs.loading')}</p>;
  const { term, documents } = page.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 p-4" data-testid="termin-page">
      <DocToolbar>
        <Link to={`/fact-explorer/${term.id}`} className="text-primary hover:underline">
          {t('simpleDocs.termin.facts')}
        </Link>
      </DocToolbar>
      <article className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-6">
        <h1 className="text-2xl font-semibold text-gray-900" data-testid="termin-name">
          {term.name}
        </h1>
        {term.classes.length > 0 && (
          <p className="text-sm text-gray-600">
            {t('simpleDocs.termin.classes')}: {term.classes.map((c) => c.name).join(', ')}
          </p>
        )}
        <p className="whitespace-pre-line text-gray-800">{term.description || t('simpleDocs.termin.noDescription')}</p>
        <h2 className="mt-2 text-lg font-semibold text-gray-900">{t('simpleDocs.termin.documents')}</h2>
        {documents.length === 0 ? (
          <p className="text-sm text-gray-500">{t('simpleDocs.termin.noDocuments')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="termin-documents">
            {documents.map((d) => (
              <li key={d.id}>
                <Link to={`/docs/view/${d.id}`} className="text-primary hover:underline">
                  {d.name}
                </Link>
                <span className="ml-2 text-xs text-gray-500">
                  {d.authorName ?? ''} {formatDate(d.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </article>
    </div>
  );
}
