import { useEffect, useState } from 'react';
import { listenToDocument } from '../viewer/documentFeed';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { shellState } from '../../../../state/shellState';
import { AccessDialog } from './access/AccessDialog';
import { Problem, problemText } from '../../../../components/Problem';
import { useLoad } from '../../../../components/useLoad';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { fetchDocument } from '../documentsApi';
import { DocumentWorkspace } from './DocumentWorkspace';
import { useSelf } from './live/useSelf';
import { linkClass } from './ui/styles';

/** /structuredDocuments/edit/{id}: the document edited live by everyone who has it open. */
export default function StructuredDocumentEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <DocumentEditor key={id} documentId={id.toLowerCase()} />;
}

function DocumentEditor({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const self = useSelf();
  const { user } = useSnapshot(shellState);
  const [sharing, setSharing] = useState(false);
  const loaded = useLoad(() => fetchDocument(documentId), [documentId]);
  // rights given or taken back while the editor is open: the editor follows (the relay already has)
  const { reload } = loaded;
  const selfId = self?.id;
  useEffect(() => listenToDocument(documentId, { access: (userIds) => selfId && userIds.includes(selfId) && reload() }), [documentId, selfId, reload]);
  useContextTitle(loaded.data?.header.name ?? null);
  if (loaded.error) return <div className="p-4"><Problem text={problemText(loaded.error)} testId="sdoc-load-error" /></div>;
  if (!loaded.data || !self) return <p className="p-4 text-sm text-gray-500">{t('sdocEditor.common.loadingDocument')}</p>;
  const { header } = loaded.data;
  // who edits it besides its author: the author and administrators decide (the server checks it too)
  const mayShare = Boolean(user?.isAdmin) || header.authorId === self.id;
  return (
    <DocumentWorkspace
      documentId={documentId}
      loaded={loaded.data}
      self={self}
      heading={(status) => (
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/structuredDocuments" className={`${linkClass} text-sm`} data-testid="sdoc-back">
            ← {t('sdocEditor.list.title')}
          </Link>
          <h1 className="text-xl font-semibold text-gray-900" data-testid="sdoc-name">
            {header.name}
          </h1>
          <Link to={`/structuredDocuments/view/${documentId}`} className={`${linkClass} text-sm`} data-testid="sdoc-to-view">
            {t('sdocEditor.list.view')}
          </Link>
          {mayShare && (
            <button type="button" className={`${linkClass} text-sm`} onClick={() => setSharing(true)} data-testid="sdoc-access">
              {t('sdocEditor.access.button')}
            </button>
          )}
          <div className="ml-auto">{status}</div>
          {mayShare && <AccessDialog documentId={documentId} documentName={header.name} open={sharing} onClose={() => setSharing(false)} />}
        </div>
      )}
    />
  );
}
