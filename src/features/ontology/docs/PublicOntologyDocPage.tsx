import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { ApiError } from '../../../api/apiFetch';
import { errorText } from '../../../api/errorText';
import { loadPublicOntologyDoc } from './docsApi';
import { OntologyDocView } from './OntologyDocView';

/** /public/ontology-doc/{id}: a published map's documentation for visitors; anything else is "not found". */
export default function PublicOntologyDocPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const doc = useLoad(() => loadPublicOntologyDoc(id), [id]);
  const missing = doc.error instanceof ApiError && (doc.error.status === 404 || doc.error.status === 400);
  return (
    <div className="p-4">
      {doc.loading && !doc.data && <p className="text-sm text-gray-500">{t('ontologyHistory.loading')}</p>}
      {missing && (
        <div role="alert" data-testid="public-doc-not-found" className="rounded border border-gray-200 bg-gray-50 px-4 py-6 text-center text-gray-700">
          {t('ontologyHistory.doc.notFound')}
        </div>
      )}
      {doc.error != null && !missing && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(doc.error)}
        </p>
      )}
      {doc.data && <OntologyDocView doc={doc.data} />}
    </div>
  );
}
