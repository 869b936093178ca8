import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { loadPublicDocTree } from './simpleDocsApi';
import { DocTreeView } from './DocTreeView';
import { PrintWordButtons } from './PrintWordButtons';
import { PublicLoadProblem } from './PublicNotFound';

/** /public/doctree/{id}: a public publication as its last publish froze it, for visitors; print and Word in the page. */
export default function PublicDocTreePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const [params, setParams] = useSearchParams();
  const tree = useLoad(() => loadPublicDocTree(id), [id]);
  const content = useRef<HTMLDivElement>(null);
  useContextTitle(tree.data?.name);
  const selected = tree.data?.nodes.find((n) => n.linkId === params.get('doc')) ?? tree.data?.nodes[0];
  return (
    <div className="flex flex-col gap-3 p-4" data-testid="public-doctree-page">
      {tree.loading && !tree.data && <p className="text-sm text-gray-500">{t('simpleDocs.loading')}</p>}
      {tree.error != null && <PublicLoadProblem error={tree.error} />}
      {tree.data && (
        <>
          <div className="flex items-center gap-3">
            <h1 className="text-xl font-semibold text-gray-900">{tree.data.name}</h1>
            <div className="ml-auto">
              <PrintWordButtons target={content} fileName={selected?.name ?? tree.data.name} />
            </div>
          </div>
          {tree.data.annotation && <p className="whitespace-pre-line text-sm text-gray-600 print:hidden">{tree.data.annotation}</p>}
          <div ref={content}>
            <DocTreeView publication={tree.data} selectedLinkId={params.get('doc')} onSelect={(linkId) => setParams({ doc: linkId }, { replace: true })} />
          </div>
        </>
      )}
    </div>
  );
}
