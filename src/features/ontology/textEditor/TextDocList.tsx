import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { primaryButton } from '../../../components/buttonClasses';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { linkClass, smallButton, useConfirmDelete } from '../individuals/ui';
import { createTextDoc, deleteTextDoc, listTextDocs, type TextDocSummary } from './textDocsApi';

const NO_DOCS: TextDocSummary[] = [];

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

  const columns: DataColumn<TextDocSummary>[] = [
    { id: 'name', header: t('individuals.textEditor.name'), cell: (doc) => <Link className={linkClass} to={`/text-editor/${doc.id}`}>{doc.name || '—'}</Link> },
    { id: 'author', header: t('individuals.textEditor.author'), value: (doc) => doc.author },
    { id: 'date', header: t('individuals.textEditor.date'), value: (doc) => formatDate(doc.dateCreate) },
    {
      id: 'actions',
      header: '',
      className: 'text-right',
      cell: (doc) =>
        doc.canDelete ? (
          <button type="button" className={smallButton} onClick={() => void remove(doc)}>
            {t('individuals.textEditor.delete')}
          </button>
        ) : null,
    },
  ];

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
      <DataTable
        columns={columns}
        rows={docs.data ?? NO_DOCS}
        rowId={(doc) => doc.id}
        testId="text-doc-list"
        look="plain"
        notesAt="row"
        problem={<Problem multiline text={docs.error ? problemText(docs.error) : null} />}
        loading={!docs.data}
        loadingText={null}
        empty={t('individuals.textEditor.empty')}
      />
      {confirmElement}
    </PageFrame>
  );
}
