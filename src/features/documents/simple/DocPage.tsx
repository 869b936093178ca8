import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { formatDate } from '../../../i18n/format';
import type { DocConnection } from '../../../../realtime/protocol/documents/simple';
import { loadDoc } from './simpleDocsApi';
import { DocArticle, DocToolbar } from './DocArticle';
import { PublicBadge, StatusBadge } from './DocBadges';

const connectionPath = (c: DocConnection): string => (c.kind === 'document' ? `/docs/view/${c.objectId}` : `/termin/${c.objectId}`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-t border-gray-100">
      <th className="w-48 px-3 py-1.5 text-left align-top font-normal text-gray-500">{label}</th>
      <td className="px-3 py-1.5 text-gray-900">{children}</td>
    </tr>
  );
}

/** /doc/{id}: a document's page — its card (code, status, author, dates, connections, publications) and its content. */
export default function DocPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const doc = useLoad(() => loadDoc(id), [id]);
  useContextTitle(doc.data?.name);
  if (doc.error != null) return <div className="p-4"><Problem text={problemText(doc.error)} /></div>;
  if (!doc.data) return <p className="p-4 text-sm text-gray-500">{t('simpleDocs.loading')}</p>;
  const d = doc.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-3 p-4" data-testid="doc-page">
      <DocToolbar>
        {d.canEdit && (
          <Link to={`/docs/edit/${d.id}`} className="text-primary hover:underline">
            {t('simpleDocs.edit')}
          </Link>
        )}
        <Link to={`/docs/view/${d.id}`} className="text-primary hover:underline">
          {t('simpleDocs.view')}
        </Link>
        {d.isPublic && (
          <Link to={`/public/doc/${d.id}`} className="text-primary hover:underline">
            {t('simpleDocs.publicLink')}
          </Link>
        )}
      </DocToolbar>
      <section className="rounded border border-gray-200 bg-white">
        <h2 className="border-b border-gray-100 px-3 py-2 text-sm font-semibold text-gray-700">{t('simpleDocs.card.title')}</h2>
        <table className="w-full text-sm" data-testid="doc-facts">
          <tbody>
            <Fact label={t('simpleDocs.fields.name')}>{d.name}</Fact>
            {d.code && <Fact label={t('simpleDocs.fields.code')}>{d.code}</Fact>}
            <Fact label={t('simpleDocs.fields.status')}>
              {!d.status && !d.isPublic && '—'}
              <StatusBadge status={d.status} /> <PublicBadge isPublic={d.isPublic} />
            </Fact>
            {d.subjectArea && <Fact label={t('simpleDocs.fields.subjectArea')}>{d.subjectArea}</Fact>}
            <Fact label={t('simpleDocs.fields.author')}>{d.authorName ?? '—'}</Fact>
            <Fact label={t('simpleDocs.fields.created')}>{formatDate(d.createdAt)}</Fact>
            <Fact label={t('simpleDocs.fields.updated')}>{formatDate(d.updatedAt)}</Fact>
            <Fact label={t('simpleDocs.card.connections')}>
              {d.connections.length === 0 ? (
                '—'
              ) : (
                <ul data-testid="doc-connections">
                  {d.connections.map((c) => (
                    <li key={`${c.kind}:${c.objectId}`}>
                      <Link to={connectionPath(c)} className="text-primary hover:underline">
                        {c.name ?? c.objectId}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
            <Fact label={t('simpleDocs.card.publications')}>
              {d.publications.length === 0 ? (
                '—'
              ) : (
                <ul>
                  {d.publications.map((p) => (
                    <li key={p.id}>
                      <Link to={`/doctree/${p.id}`} className="text-primary hover:underline">
                        {p.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
          </tbody>
        </table>
      </section>
      <div className="rounded border border-gray-200 bg-white p-6">
        <DocArticle name={d.name} annotation={d.annotation} html={d.html} level={2} />
      </div>
    </div>
  );
}
