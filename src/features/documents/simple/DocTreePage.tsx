import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { formatDate } from '../../../i18n/format';
import { loadPublication } from './simpleDocsApi';
import { DocToolbar } from './DocArticle';
import { DocTreeView } from './DocTreeView';

/** /doctree/{id}: a publication's tree of documents with the chosen one's content (?doc= names the node). */
export default function DocTreePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const [params, setParams] = useSearchParams();
  const publication = useLoad(() => loadPublication(id), [id]);
  useContextTitle(publication.data?.name);
  if (publication.error != null) return <div className="p-4"><Problem text={problemText(publication.error)} /></div>;
  if (!publication.data) return <p className="p-4 text-sm text-gray-500">{t('simpleDocs.loading')}</p>;
  const p = publication.data;
  return (
    <div className="flex flex-col gap-3 p-4" data-testid="doctree-page">
      <DocToolbar>
        <span className="text-gray-500">{p.publishedAt ? t('simpleDocs.publications.publishedOn', { date: formatDate(p.publishedAt) }) : t('simpleDocs.publications.notPublished')}</span>
        <Link to={`/docs/view/${p.id}?type=publication`} className="text-primary hover:underline">
          {t('simpleDocs.tree.asText')}
        </Link>
        {p.canEdit && (
          <Link to={`/publications?id=${p.id}`} className="text-primary hover:underline">
            {t('simpleDocs.edit')}
          </Link>
        )}
        {p.isPublic && p.publishedAt && (
          <Link to={`/public/doctree/${p.id}`} className="text-primary hover:underline">
            {t('simpleDocs.publicLink')}
          </Link>
        )}
      </DocToolbar>
      <DocTreeView publication={p} selectedLinkId={params.get('doc')} onSelect={(linkId) => setParams({ doc: linkId }, { replace: true })} />
    </div>
  );
}
