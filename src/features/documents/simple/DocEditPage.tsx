import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { SIMPLE_DOC_STATUSES, type SimpleDoc, type SimpleDocUpdate } from '../../../../realtime/protocol/documents/simple';
import { loadDoc, updateDoc } from './simpleDocsApi';
import { MarkdownEditor } from './MarkdownEditor';
import { SaveStateBadge } from './SaveStateBadge';
import { useAutosave } from './useAutosave';
import { isKnownStatus } from './docStatus';

const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';
const label = 'flex flex-col gap-1 text-sm text-gray-700';

function DocForm({ doc }: { doc: SimpleDoc }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState({ name: doc.name, code: doc.code, annotation: doc.annotation, status: doc.status, isPublic: doc.isPublic });
  const autosave = useAutosave<SimpleDocUpdate>(async (patch) => {
    await updateDoc(doc.id, patch);
  });
  useContextTitle(fields.name || doc.name);

  function set<K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) {
    setFields((f) => ({ ...f, [key]: value }));
    // an empty name is not sent: the server would refuse it, and the last good one stays
    if (key === 'name' && !String(value).trim()) return;
    autosave.change({ [key]: value } as SimpleDocUpdate);
  }

  return (
    <PageFrame
      title={t('simpleDocs.editTitle')}
      actions={
        <>
          <SaveStateBadge state={autosave.state} error={autosave.error} onRetry={() => void autosave.flush()} />
          <Link to={`/docs/view/${doc.id}`} className="text-sm text-primary hover:underline" data-testid="doc-open-view" onClick={() => void autosave.flush()}>
            {t('simpleDocs.view')}
          </Link>
          <Link to={`/doc/${doc.id}`} className="text-sm text-primary hover:underline" onClick={() => void autosave.flush()}>
            {t('simpleDocs.list.card')}
          </Link>
        </>
      }
    >
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <label className={label}>
          {t('simpleDocs.fields.name')}
          <input className={input} value={fields.name} onChange={(e) => set('name', e.target.value)} data-testid="doc-name" aria-invalid={!fields.name.trim()} />
        </label>
        <label className={label}>
          {t('simpleDocs.fields.code')}
          <input className={input} value={fields.code} onChange={(e) => set('code', e.target.value)} data-testid="doc-code" />
        </label>
        <label className={label}>
          {t('simpleDocs.fields.status')}
          <select className={input} value={fields.status} onChange={(e) => set('status', e.target.value)} data-testid="doc-status-select">
            <option value="">{t('simpleDocs.status.none')}</option>
            {SIMPLE_DOC_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`simpleDocs.status.${s}`)}
              </option>
            ))}
            {fields.status && !isKnownStatus(fields.status) && <option value={fields.status}>{fields.status}</option>}
          </select>
        </label>
      </div>
      {!fields.name.trim() && <Problem text={t('simpleDocs.nameRequired')} />}
      <label className={label}>
        {t('simpleDocs.fields.annotation')}
        <textarea className={`${input} min-h-16`} rows={2} value={fields.annotation} onChange={(e) => set('annotation', e.target.value)} data-testid="doc-annotation" />
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" checked={fields.isPublic} onChange={(e) => set('isPublic', e.target.checked)} data-testid="doc-public" />
        {t('simpleDocs.fields.isPublic')}
        {fields.isPublic && (
          <Link to={`/public/doc/${doc.id}`} className="text-primary hover:underline" target="_blank" data-testid="doc-public-link">
            {t('simpleDocs.publicLink')}
          </Link>
        )}
      </label>
      <MarkdownEditor key={doc.id} initial={doc.content} documentId={doc.id} onChange={(content) => autosave.change({ content })} />
      <p className="text-xs text-gray-500">{t('simpleDocs.editor.referenceHint')}</p>
    </PageFrame>
  );
}

/** /docs/edit/{id}: the document's fields and its content in Tiptap, saved as you type. */
export default function DocEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const doc = useLoad(() => loadDoc(id), [id]);
  if (doc.error != null) return <div className="p-4"><Problem text={problemText(doc.error)} /></div>;
  if (!doc.data) return <p className="p-4 text-sm text-gray-500">{t('simpleDocs.loading')}</p>;
  if (!doc.data.canEdit) {
    return (
      <div className="flex flex-col gap-2 p-4">
        <Problem text={t('simpleDocs.notEditor')} />
        <Link to={`/docs/view/${id}`} className="text-sm text-primary hover:underline">
          {t('simpleDocs.view')}
        </Link>
      </div>
    );
  }
  return <DocForm key={doc.data.id} doc={doc.data} />;
}
