import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { useBusyAction } from '../../../components/useBusyAction';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { showMessage } from '../../../state/messageStore';
import { formatDateTime } from '../../../i18n/format';
import type { PublicationView } from '../../../../realtime/protocol/documents/simple';
import { deletePublication, loadPublication, publishPublication, updatePublication } from './simpleDocsApi';
import { PublicationTreeEditor } from './PublicationTreeEditor';

const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** One publication: its fields, public flag, publishing, deletion and its tree of documents. */
export function PublicationEditor({ id, onChanged, onDeleted }: { id: string; onChanged: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const loaded = useLoad(() => loadPublication(id), [id]);
  const [view, setView] = useState<PublicationView | null>(null);
  const [fields, setFields] = useState({ name: '', code: '', annotation: '' });
  const { busy, problem, run: runBusy } = useBusyAction();
  const [confirm, confirmElement] = useConfirm();

  useEffect(() => {
    if (!loaded.data) return;
    setView(loaded.data);
    setFields({ name: loaded.data.name, code: loaded.data.code, annotation: loaded.data.annotation });
  }, [loaded.data]);

  if (loaded.error != null) return <Problem text={problemText(loaded.error)} />;
  if (!view) return <p className="text-sm text-gray-500">{t('simpleDocs.loading')}</p>;

  /** Runs a change; its answer becomes what is shown. False when it was refused. */
  const act = (run: () => Promise<PublicationView | void>, done?: string): Promise<boolean> =>
    runBusy(async () => {
      const next = await run();
      if (next) setView(next);
      if (done) showMessage({ text: done, kind: 'success' });
      onChanged();
    });

  const dirty = fields.name !== view.name || fields.code !== view.code || fields.annotation !== view.annotation;
  const canEdit = view.canEdit;
  return (
    <section className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-4" data-testid="publication-editor">
      <div className="grid gap-2 md:grid-cols-[1fr_10rem]">
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('simpleDocs.fields.name')}
          <input className={input} value={fields.name} disabled={!canEdit} onChange={(e) => setFields({ ...fields, name: e.target.value })} data-testid="publication-name" />
        </label>
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('simpleDocs.fields.code')}
          <input className={input} value={fields.code} disabled={!canEdit} onChange={(e) => setFields({ ...fields, code: e.target.value })} />
        </label>
      </div>
      <label className="flex flex-col gap-1 text-sm text-gray-700">
        {t('simpleDocs.fields.annotation')}
        <textarea className={input} rows={2} value={fields.annotation} disabled={!canEdit} onChange={(e) => setFields({ ...fields, annotation: e.target.value })} />
      </label>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {canEdit && (
          <Button variant="primary" disabled={!dirty || busy || !fields.name.trim()} onClick={() => void act(() => updatePublication(id, { name: fields.name.trim(), code: fields.code.trim(), annotation: fields.annotation }), t('simpleDocs.publications.saved'))}>
            {t('simpleDocs.publications.saveFields')}
          </Button>
        )}
        <label className="flex items-center gap-2 text-gray-700">
          <input type="checkbox" checked={view.isPublic} disabled={!canEdit || busy} onChange={(e) => {
              const isPublic = e.target.checked;
              // shown at once; the server's answer replaces it, a refusal puts the stored flag back
              setView({ ...view, isPublic });
              void act(() => updatePublication(id, { isPublic })).then((ok) => ok || setView((v) => v && { ...v, isPublic: !isPublic }));
            }} data-testid="publication-public" />
          {t('simpleDocs.publications.isPublic')}
        </label>
        {canEdit && (
          <Button onClick={() => void act(() => publishPublication(id), t('simpleDocs.publications.publishedDone'))} disabled={busy || view.nodes.length === 0} data-testid="publication-publish">
            {t('simpleDocs.publications.publish')}
          </Button>
        )}
        <span className="text-gray-500" data-testid="publication-published-at">
          {view.publishedAt ? t('simpleDocs.publications.publishedOn', { date: formatDateTime(view.publishedAt) }) : t('simpleDocs.publications.notPublished')}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Link to={`/doctree/${id}`} className="text-primary hover:underline" data-testid="publication-open-tree">
          {t('simpleDocs.tree.open')}
        </Link>
        <Link to={`/docs/view/${id}?type=publication`} className="text-primary hover:underline">
          {t('simpleDocs.tree.asText')}
        </Link>
        {view.isPublic && view.publishedAt && (
          <Link to={`/public/doctree/${id}`} target="_blank" className="text-primary hover:underline" data-testid="publication-public-link">
            {t('simpleDocs.publicLink')}
          </Link>
        )}
        {canEdit && (
          <Button
            variant="dangerLink"
            className="ml-auto"
            onClick={async () => {
              if (!(await confirm({ title: t('simpleDocs.publications.deleteTitle'), text: t('simpleDocs.publications.deleteText', { name: view.name }) }))) return;
              await act(async () => {
                await deletePublication(id);
                onDeleted();
              });
            }}
          >
            {t('simpleDocs.delete')}
          </Button>
        )}
      </div>
      {view.isPublic && !view.publishedAt && <p className="text-xs text-amber-700">{t('simpleDocs.publications.publishHint')}</p>}
      <Problem text={problem} />
      <PublicationTreeEditor view={view} busy={busy} act={act} />
      {confirmElement}
    </section>
  );
}
