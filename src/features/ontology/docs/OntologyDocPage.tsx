import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { errorText } from '../../../api/errorText';
import { basePath } from '../../../api/basePath';
import { showMessage } from '../../../state/messageStore';
import { DocPageFrame } from './DocPageFrame';
import { loadOntologyDoc, setDocumentationPublic } from './docsApi';
import { OntologyDocView } from './OntologyDocView';
import { useEditRights } from '../rights';

/** /ontology-doc/{id}: the documentation of an ontology map, printable, with its publication switch. */
export default function OntologyDocPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const rights = useEditRights();
  const doc = useLoad(() => loadOntologyDoc(id), [id]);
  const [saving, setSaving] = useState(false);
  // the switch shows the choice at once; the reloaded documentation confirms it
  const [chosen, setChosen] = useState<boolean | null>(null);
  useEffect(() => setChosen(null), [doc.data]);

  const publish = async (isPublic: boolean) => {
    setSaving(true);
    setChosen(isPublic);
    try {
      await setDocumentationPublic(id, isPublic);
      showMessage({ text: t(isPublic ? 'ontologyHistory.doc.published' : 'ontologyHistory.doc.unpublished'), kind: 'success' });
      doc.reload();
    } catch (error) {
      setChosen(null);
      showMessage({ text: errorText(error), kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const isPublic = chosen ?? doc.data?.map.isPublic ?? false;
  // publishing is a change of the map: its editors decide
  const mayPublish = rights.mayEditMap(id);
  return (
    <DocPageFrame
      title={t('routes.ontology_doc')}
      doc={doc}
      sibling={{ to: `/ontology-gloss/${id}`, label: t('ontologyHistory.doc.glossary') }}
      actionsWhenLoaded
      actions={
        <>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" checked={isPublic} disabled={saving || !mayPublish} onChange={(e) => void publish(e.target.checked)} data-testid="doc-publish" />
            {t('ontologyHistory.doc.publish')}
          </label>
          {isPublic && (
            <a className="text-sm text-primary hover:underline" href={`${basePath()}public/ontology-doc/${id}`} target="_blank" rel="noreferrer" data-testid="doc-public-link">
              {t('ontologyHistory.doc.publicLink')}
            </a>
          )}
        </>
      }
    >
      {doc.data && <OntologyDocView doc={doc.data} />}
    </DocPageFrame>
  );
}
