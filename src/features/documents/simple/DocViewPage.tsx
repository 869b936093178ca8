import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { formatDate } from '../../../i18n/format';
import { loadDoc, loadPublication } from './simpleDocsApi';
import { DocArticle, DocToolbar } from './DocArticle';
import { PublicationText } from './DocTreeView';
import { PublicBadge, StatusBadge } from './DocBadges';

function DocumentView({ id }: { id: string }) {
  const { t } = useTranslation();
  const doc = useLoad(() => loadDoc(id), [id]);
  useContextTitle(doc.data?.name);
  if (doc.error != null) return <Problem text={problemText(doc.error)} />;
  if (!doc.data) return <p className="text-sm text-gray-500">{t('simpleDocs.loading')}</p>;
  const d = doc.data;
  return (
    <>
      <DocToolbar>
        {d.canEdit && (
          <Link to={`/docs/edit/${d.id}`} className="text-primary hover:underline" data-testid="doc-edit-link">
            {t('simpleDocs.edit')}
          </Link>
        )}
        <Link to={`/doc/${d.id}`} className="text-primary hover:underline">
          {t('simpleDocs.list.card')}
        </Link>
        <Link to="/docs" className="text-primary hover:underline">
          {t('simpleDocs.list.title')}
        </Link>
      </DocToolbar>
      <DocArticle
        name={d.name}
        annotation={d.annotation}
        html={d.html}
        meta={
          <>
            <StatusBadge status={d.status} />
            <PublicBadge isPublic={d.isPublic} />
            {d.authorName && <span>{d.authorName}</span>}
            <span>{t('simpleDocs.updatedOn', { date: formatDate(d.updatedAt) })}</span>
          </>
        }
      />
    </>
  );
}

function PublicationView({ id }: { id: string }) {
  const { t } = useTranslation();
  const publication = useLoad(() => loadPublication(id), [id]);
  useContextTitle(publication.data?.name);
  if (publication.error != null) return <Problem text={problemText(publication.error)} />;
  if (!publication.data) return <p className="text-sm text-gray-500">{t('simpleDocs.loading')}</p>;
  const p = publication.data;
  return (
    <>
      <DocToolbar>
        <Link to={`/doctree/${p.id}`} className="text-primary hover:underline">
          {t('simpleDocs.tree.open')}
        </Link>
        {p.canEdit && (
          <Link to={`/publications?id=${p.id}`} className="text-primary hover:underline">
            {t('simpleDocs.edit')}
          </Link>
        )}
      </DocToolbar>
      <h1 className="text-2xl font-semibold text-gray-900" data-testid="doc-title">
        {p.name}
      </h1>
      {p.annotation && <p className="whitespace-pre-line text-gray-600 italic">{p.annotation}</p>}
      <PublicationText publication={p} />
    </>
  );
}

/** /docs/view/{id}: a document to read; with ?type=publication, a whole publication as one text. */
export default function DocViewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 p-4" data-testid="doc-view">
      <div className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-6">{params.get('type') === 'publication' ? <PublicationView id={id} /> : <DocumentView id={id} />}</div>
    </div>
  );
}
