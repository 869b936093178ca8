import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { primaryButton } from '../../../components/buttonClasses';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../shell/messages/messageStore';
import { useEntityChanges } from '../shared/useEntityChanges';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { linkClass, smallButton, useConfirmDelete } from '../individuals/ui';
import { createTextDoc, deleteTextDoc, listTextDocs, type TextDocSummary } from './textDocsApi';

/** /text-editor: the ontology texts, newest first; create and delete. */
export function TextDocList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const docs = useLoad(listTextDocs, []);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmElement] = useConfirmDelete();
  useEntityChanges([META_CLASS.TextEditorDoc], docs.reload);

  async function create() {
    setBusy(true);
    try {
      navigate(`/text-editor/${await createTextDoc(t('individuals.textEditor.newName'))}`);
    } catch (error) {
      showMessage({ kind: 'error', text: problemText(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(doc: TextDocSummary) {
    if (!(await confirm(t('individuals.textEditor.deleteConfirm', { name: doc.name })))) return;
    try {
      await deleteTextDoc(doc.id);
      docs.reload();
    } catch (error) {
      showMessage({ kind: 'error', text: problemText(error) });
    }
  }

  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('individuals.textEditor.title')}
      actions={
        <button type="button" className={primaryButton} onClick={() => void create()} disabled={busy} data-testid="text-doc-create">
          {t('individuals.textEditor.create')}
        </button>
      }
    >
      <Problem multiline text={docs.error ? problemText(docs.error) : null} />
      <div className="overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="min-w-full text-sm" data-testid="text-doc-list">
          <thead className="bg-gray-50 text-left text-xs text-gray-600">
            <tr>
              <th className="px-3 py-2">{t('individuals.textEditor.name')}</th>
              <th className="px-3 py-2">{t('individuals.textEditor.author')}</th>
              <th className="px-3 py-2">{t('individuals.textEditor.date')}</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {(docs.data ?? []).map((doc) => (
              <tr key={doc.id}>
                <td className="px-3 py-1.5"><Link className={linkClass} to={`/text-editor/${doc.id}`}>{doc.name || '—'}</Link></td>
                <td className="px-3 py-1.5">{doc.author}</td>
                <td className="px-3 py-1.5">{formatDate(doc.dateCreate)}</td>
                <td className="px-3 py-1.5 text-right">
                  {doc.canDelete ? <button type="button" className={smallButton} onClick={() => void remove(doc)}>{t('individuals.textEditor.delete')}</button> : null}
                </td>
              </tr>
            ))}
            {docs.data && docs.data.length === 0 ? (
              <tr><td colSpan={4} className="px-3 py-4 text-center text-gray-500">{t('individuals.textEditor.empty')}</td></tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {confirmElement}
    </PageFrame>
  );
}
