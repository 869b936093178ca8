import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Problem, problemText } from '../../../../components/Problem';
import { useLoad } from '../../../../components/useLoad';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { fetchDocument, fetchDocumentByElementId } from '../documentsApi';
import { DocumentWorkspace } from './DocumentWorkspace';
import { useSelf } from './live/useSelf';
import { linkClass } from './ui/styles';

/**
 * /structuredDocuments/editElement/{id}: one element and its subtree edited alone, bound live to
 * the same shared document as the full editor (what is typed here shows there at once).
 */
export default function ElementEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ElementEditor key={id} elementId={id.toLowerCase()} />;
}

function ElementEditor({ elementId }: { elementId: string }) {
  const { t } = useTranslation();
  const self = useSelf();
  const loaded = useLoad(async () => {
    const found = await fetchDocumentByElementId(elementId);
    return { found, document: await fetchDocument(found.documentId) };
  }, [elementId]);
  const found = loaded.data?.found;
  useContextTitle(found ? `${found.documentName}: ${found.element.title || t(`sdocEditor.kinds.${found.element.kind}`)}` : null);
  if (loaded.error) {
    // §8: a failed lookup of the document by element id is logged
    console.error('document lookup by element id failed', elementId, loaded.error);
    return (
      <div className="p-4">
        <Problem text={problemText(loaded.error)} testId="sdoc-load-error" />
      </div>
    );
  }
  if (!loaded.data || !found || !self) return <p className="p-4 text-sm text-gray-500">{t('sdocEditor.common.loadingDocument')}</p>;
  return (
    <DocumentWorkspace
      documentId={found.documentId}
      loaded={loaded.data.document}
      self={self}
      focusId={elementId}
      heading={(status) => (
        <div className="flex flex-wrap items-center gap-3">
          <Link to={`/structuredDocuments/edit/${found.documentId}`} className={`${linkClass} text-sm`} data-testid="sdoc-to-document">
            ← {found.documentName}
          </Link>
          <h1 className="text-xl font-semibold text-gray-900">{found.element.title || t(`sdocEditor.kinds.${found.element.kind}`)}</h1>
          <div className="ml-auto">{status}</div>
        </div>
      )}
    />
  );
}
