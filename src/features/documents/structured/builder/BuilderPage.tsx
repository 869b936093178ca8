import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../../../../components/Button';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem } from '../../../../components/Problem';
import { shellState } from '../../../../state/shellState';
import { showMessage } from '../../../../state/messageStore';
import { DOCUMENT_LIMITS } from '../../../../../realtime/protocol/documents/structured';
import { createDocument, fetchDocument, saveDocument, updateDocument } from '../documentsApi';
import { inputClass, labelClass, linkClass } from '../editor/ui/styles';
import { DOCUMENT_TEMPLATES, templateDiff, templateOutline, type DocumentTemplate } from './documentTemplates';
import { useBusyAction } from '../../../../components/useBusyAction';

/**
 * /structuredDocuments/builder (administrators): a new structured document from a template —
 * pick one, see its outline, name the document, create it; the editor opens on it.
 */
export default function BuilderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSnapshot(shellState);
  const [templateId, setTemplateId] = useState(DOCUMENT_TEMPLATES[1]!.id);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [isPublic, setPublic] = useState(false);
  const { busy, problem, run } = useBusyAction();
  const template = DOCUMENT_TEMPLATES.find((each) => each.id === templateId)!;
  const texts = (key: string) => t(`sdocEditor.builder.text.${key}`);
  const outline = useMemo(() => templateOutline(template, (key) => t(`sdocEditor.builder.text.${key}`), (kind) => t(`sdocEditor.kinds.${kind}`)), [template, t]);

  async function build(chosen: DocumentTemplate) {
    if (!user) return;
    await run(async () => {
      const header = await createDocument({ name: name.trim(), title: title.trim() || undefined });
      if (isPublic) await updateDocument(header.id, { isPublic: true });
      const loaded = await fetchDocument(header.id);
      const diff = templateDiff(chosen, loaded.snapshot, user.id, texts, () => globalThis.crypto.randomUUID());
      if (diff.added.length > 0 || diff.removed.length > 0) await saveDocument({ document: header.id, updateId: loaded.updateId, user: { id: user.id, name: user.name || user.login }, diff });
      showMessage({ text: t('sdocEditor.builder.created', { name: header.name }), kind: 'success' });
      navigate(`/structuredDocuments/edit/${header.id}`);
    });
  }

  return (
    <PageFrame
      title={t('sdocEditor.builder.title')}
      actions={
        <Link className={linkClass} to="/structuredDocuments">
          {t('sdocEditor.list.title')}
        </Link>
      }
    >
      <p className="max-w-3xl text-sm text-gray-600">{t('sdocEditor.builder.hint')}</p>
      <div className="grid max-w-5xl gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <fieldset className="flex flex-col gap-2" data-testid="builder-templates">
          <legend className="mb-1 text-sm font-semibold text-gray-800">{t('sdocEditor.builder.template')}</legend>
          {DOCUMENT_TEMPLATES.map((each) => (
            <label key={each.id} className={`flex cursor-pointer flex-col rounded border p-3 text-sm ${each.id === templateId ? 'border-primary bg-primary-light/50' : 'border-gray-200 bg-white hover:border-gray-300'}`}>
              <span className="flex items-center gap-2 font-medium text-gray-900">
                <input type="radio" name="template" value={each.id} checked={each.id === templateId} onChange={() => setTemplateId(each.id)} data-testid={`builder-template-${each.id}`} />
                {t(`sdocEditor.builder.templates.${each.id}.name`)}
              </span>
              <span className="pl-6 text-gray-600">{t(`sdocEditor.builder.templates.${each.id}.description`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-3">
          <section className="rounded border border-gray-200 bg-white p-3 text-sm" data-testid="builder-outline">
            <h2 className="mb-2 font-semibold text-gray-800">{t('sdocEditor.builder.outline')}</h2>
            {outline.length === 0 ? (
              <p className="text-gray-500">{t('sdocEditor.builder.emptyOutline')}</p>
            ) : (
              <ul className="flex flex-col gap-0.5 text-gray-700">
                {outline.map((line, n) => (
                  <li key={n} style={{ paddingLeft: line.depth * 16 }}>
                    {line.label}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <form
            className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim() && !busy) void build(template);
            }}
          >
            <label className={labelClass}>
              {t('sdocEditor.list.name')}
              <input className={inputClass} value={name} maxLength={DOCUMENT_LIMITS.nameMax} onChange={(e) => setName(e.target.value)} required data-testid="builder-name" />
            </label>
            <label className={labelClass}>
              {t('sdocEditor.list.docTitle')}
              <input className={inputClass} value={title} maxLength={DOCUMENT_LIMITS.titleMax} onChange={(e) => setTitle(e.target.value)} data-testid="builder-title" />
            </label>
            <label className="flex items-center gap-2 text-sm text-gray-700">
              <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />
              {t('sdocEditor.builder.public')}
            </label>
            <Problem text={problem} testId="builder-problem" />
            <div>
              <Button type="submit" variant="primary" disabled={busy || !name.trim()} data-testid="builder-create">
                {busy ? t('sdocEditor.builder.creating') : t('sdocEditor.builder.create')}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </PageFrame>
  );
}
