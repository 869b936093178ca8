import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DecisionSummary, HitPolicy } from '../../../../realtime/protocol/dmn';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import type { DataColumn } from '../../../components/dataTable';
import { ListTable } from '../../../components/listPage/ListTable';
import { useConfirmedRemove } from '../../../components/listPage/useConfirmedRemove';
import { FILTER_FIELD as FIELD } from '../../../components/listPage/filterField';
import { useLoad } from '../../../components/useLoad';
import { formatDate, formatNumber } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { createDecision, deleteDecision, importDecision, listDecisions } from '../api/dmnClient';
import { hitPolicyWords } from '../model/dmnWords';
import { CreateDecisionDialog } from './CreateDecisionDialog';
import { useDebounced } from '../../../components/useDebounced';

const NONE: DecisionSummary[] = [];

/** /dmn: the decision tables the user may read — search, author, every version or the newest; create, import, delete. */
export function DmnListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const [author, setAuthor] = useState('');
  const [allVersions, setAllVersions] = useState(false);
  const list = useLoad(() => listDecisions({ search: search || undefined, author: author || undefined, versions: allVersions ? 'all' : 'latest', limit: 500 }), [search, author, allVersions]);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [createProblem, setCreateProblem] = useState<string | null>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const rows = list.data?.rows ?? NONE;

  // authors seen in any answer so far: filtering by one must not empty the choice
  const [authors, setAuthors] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    const fresh = rows.filter((r) => r.author && !authors.has(r.author.id));
    if (fresh.length > 0) setAuthors((known) => new Map([...known, ...fresh.map((r) => [r.author?.id ?? '', r.author?.name ?? ''] as const)]));
  }, [rows, authors]);
  const authorOptions = useMemo(() => [...authors].sort((a, b) => a[1].localeCompare(b[1], 'ru')), [authors]);

  async function create(input: { name: string; hitPolicy: HitPolicy }) {
    setBusy(true);
    setCreateProblem(null);
    try {
      const made = await createDecision(input);
      setCreating(false);
      navigate(`/dmn/${made.id}`);
    } catch (error) {
      setCreateProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  async function importFile(file: File) {
    setBusy(true);
    setImportProblem(null);
    try {
      const made = await importDecision(await file.text());
      showMessage({ text: t('dmn.list.imported', { name: made.name }), kind: 'success' });
      navigate(`/dmn/${made.id}`);
    } catch (error) {
      setImportProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  const [remove, confirmElement] = useConfirmedRemove<DecisionSummary>({
    ask: (row) => ({ title: t('dmn.list.deleteTitle'), text: t('dmn.list.deleteText', { name: row.name, version: row.versionNumber }) }),
    remove: (row) => deleteDecision(row.id),
    removed: (row) => t('dmn.list.deleted', { name: row.name }),
    reload: list.reload,
  });

  const columns: DataColumn<DecisionSummary>[] = [
    {
      id: 'name',
      header: t('dmn.fields.name'),
      sortable: true,
      value: (r) => r.name,
      cell: (r) => (
        <span className="flex items-center gap-2">
          <Link className="text-primary hover:underline" to={`/dmn/${r.id}`} data-testid="dmn-open">
            {r.name}
          </Link>
          {r.flagged && (
            <span className="text-amber-600" title={t('dmn.list.flagged')} aria-label={t('dmn.list.flagged')} role="img" data-testid="dmn-flagged">
              ⚑
            </span>
          )}
        </span>
      ),
    },
    { id: 'systemName', header: t('dmn.fields.systemName'), sortable: true, value: (r) => r.systemName, cell: (r) => <span className="font-mono text-xs">{r.systemName}</span> },
    { id: 'hitPolicy', header: t('dmn.fields.hitPolicy'), sortable: true, value: (r) => hitPolicyWords(t, r.hitPolicy) },
    { id: 'author', header: t('dmn.fields.author'), sortable: true, value: (r) => r.author?.name ?? '' },
    { id: 'date', header: t('dmn.fields.date'), sortable: true, value: (r) => r.date_create, cell: (r) => formatDate(r.date_create) },
    { id: 'version', header: t('dmn.fields.version'), sortable: true, value: (r) => r.versionNumber, cell: (r) => formatNumber(r.versionNumber), className: 'text-right' },
    { id: 'versions', header: t('dmn.fields.versions'), sortable: true, value: (r) => r.versions, cell: (r) => formatNumber(r.versions), className: 'text-right' },
    {
      id: 'actions',
      header: '',
      className: 'text-right whitespace-nowrap',
      cell: (r) =>
        r.canEdit && (
          <Button variant="dangerLink" onClick={() => void remove(r)} data-testid="dmn-delete">
            {t('dmn.list.delete')}
          </Button>
        ),
    },
  ];

  return (
    <PageFrame
      title={t('dmn.list.title')}
      actions={
        <>
          <input className={`${FIELD} w-64`} placeholder={t('dmn.list.search')} aria-label={t('dmn.list.search')} value={text} onChange={(e) => setText(e.target.value)} data-testid="dmn-search" />
          <select className={`${FIELD} w-48`} aria-label={t('dmn.list.authorFilter')} value={author} onChange={(e) => setAuthor(e.target.value)} data-testid="dmn-author-filter">
            <option value="">{t('dmn.list.allAuthors')}</option>
            {authorOptions.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-1 text-sm text-gray-700">
            <input type="checkbox" checked={allVersions} onChange={(e) => setAllVersions(e.target.checked)} data-testid="dmn-all-versions" />
            {t('dmn.list.allVersions')}
          </label>
          <Button onClick={() => fileInput.current?.click()} disabled={busy} data-testid="dmn-import">
            {busy && !creating ? t('dmn.list.importing') : t('dmn.list.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".dmn,.xml,application/xml,text/xml"
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
            data-testid="dmn-import-file"
          />
          <Button
            variant="primary"
            onClick={() => {
              setCreateProblem(null);
              setCreating(true);
            }}
            data-testid="dmn-create"
          >
            {t('dmn.list.create')}
          </Button>
        </>
      }
    >
      <Problem text={importProblem} testId="dmn-import-problem" />
      <ListTable
        columns={columns}
        rows={rows}
        rowId={(r) => r.id}
        list={list}
        filtered={Boolean(search || author)}
        texts={{ empty: t('dmn.list.empty'), nothingFound: t('dmn.list.nothingFound') }}
        rowTestId="dmn-row"
      />
      <CreateDecisionDialog open={creating} busy={busy} problem={createProblem} onClose={() => setCreating(false)} onCreate={(c) => void create(c)} />
      {confirmElement}
    </PageFrame>
  );
}
