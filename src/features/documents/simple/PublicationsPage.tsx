import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { createPublication, listPublications } from './simpleDocsApi';
import { PublicationEditor } from './PublicationEditor';
import { PublicBadge } from './DocBadges';
import { useBusyAction } from '../../../components/useBusyAction';

const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** /publications: publications of simple documents — list, create, and the chosen one's tree and publishing (?id=). */
export default function PublicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const [search, setSearch] = useState('');
  const list = useLoad(() => listPublications(search), [search]);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState({ name: '', code: '', annotation: '' });
  const { busy, problem, setProblem, run } = useBusyAction();

  async function create() {
    await run(async () => {
      const created = await createPublication({ name: draft.name.trim(), code: draft.code.trim(), annotation: draft.annotation });
      setCreating(false);
      list.reload();
      setParams({ id: created.id });
    });
  }

  return (
    <PageFrame
      title={t('simpleDocs.publications.title')}
      actions={
        <>
          <input type="search" className={`${input} w-56`} aria-label={t('simpleDocs.list.search')} placeholder={t('simpleDocs.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
          <Button variant="primary" onClick={() => (setDraft({ name: '', code: '', annotation: '' }), setProblem(null), setCreating(true))} data-testid="publication-create">
            {t('simpleDocs.publications.create')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="shrink-0 rounded border border-gray-200 bg-white lg:w-80">
          {list.error != null && <Problem text={problemText(list.error)} />}
          {list.data?.length === 0 && <p className="px-3 py-6 text-center text-sm text-gray-500">{t('simpleDocs.publications.empty')}</p>}
          <ul data-testid="publication-list">
            {list.data?.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => setParams({ id: p.id })}
                  aria-current={p.id === selectedId ? 'true' : undefined}
                  className={`flex w-full flex-col items-start gap-0.5 border-b border-gray-100 px-3 py-2 text-left text-sm ${p.id === selectedId ? 'bg-primary-light' : 'hover:bg-gray-50'}`}
                  data-testid="publication-item"
                >
                  <span className="font-medium text-gray-900">
                    {p.code && <span className="mr-1 text-gray-500">{p.code}</span>}
                    {p.name} <PublicBadge isPublic={p.isPublic} />
                  </span>
                  <span className="text-xs text-gray-500">
                    {t('simpleDocs.publications.documents', { count: p.documentCount })} ·{' '}
                    {p.publishedAt ? t('simpleDocs.publications.publishedOn', { date: formatDate(p.publishedAt) }) : t('simpleDocs.publications.notPublished')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0 flex-1">
          {selectedId ? (
            <PublicationEditor
              key={selectedId}
              id={selectedId}
              onChanged={list.reload}
              onDeleted={() => {
                setParams({});
                list.reload();
              }}
            />
          ) : (
            <p className="rounded border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-500">{t('simpleDocs.publications.choose')}</p>
          )}
        </div>
      </div>
      <FormDialog open={creating} title={t('simpleDocs.publications.createTitle')} onClose={() => setCreating(false)} onSubmit={() => void create()} busy={busy} invalid={!draft.name.trim()}>
        <label className="flex flex-col gap-1 text-sm">
          {t('simpleDocs.fields.name')}
          <input className={input} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} autoFocus data-testid="publication-new-name" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('simpleDocs.fields.code')}
          <input className={input} value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('simpleDocs.fields.annotation')}
          <textarea className={input} rows={3} value={draft.annotation} onChange={(e) => setDraft({ ...draft, annotation: e.target.value })} />
        </label>
        <Problem text={problem} />
      </FormDialog>
    </PageFrame>
  );
}
