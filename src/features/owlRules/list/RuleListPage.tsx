import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { problemText } from '../../../components/Problem';
import type { DataColumn } from '../../../components/dataTable';
import { ListTable } from '../../../components/listPage/ListTable';
import { useConfirmedRemove } from '../../../components/listPage/useConfirmedRemove';
import { FILTER_FIELD as FIELD } from '../../../components/listPage/filterField';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { RULE_KINDS, type RuleKind } from '../../../../realtime/protocol/owlRules';
import { useEditRights } from '../../ontology';
import { subjectAreaNames } from '../api/catalogApi';
import { copyRule, deleteRule, listRules, type RuleSummary } from '../api/rulesApi';
import { CreateRuleDialog } from './CreateRuleDialog';

const NONE: RuleSummary[] = [];

/** /owl-rules: the rules the user may read — search and filter by kind, create, open, copy, delete. */
export function RuleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { maySomething } = useEditRights();
  const list = useLoad(listRules, []);
  const areaIds = useMemo(() => [...new Set((list.data ?? NONE).flatMap((r) => r.subject_area))], [list.data]);
  const areas = useLoad(() => subjectAreaNames(areaIds), [areaIds.join(',')]);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<RuleKind | ''>('');
  const [creating, setCreating] = useState(false);

  const areaText = (rule: RuleSummary) => rule.subject_area.map((id) => areas.data?.get(id) ?? '').filter(Boolean).join(', ');
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (list.data ?? NONE).filter((r) => (!kind || r.kind === kind) && (!q || r.name.toLowerCase().includes(q) || r.authorName.toLowerCase().includes(q)));
  }, [list.data, text, kind]);

  // the rule is stored by the editor's first save, once it says something
  const create = (rule: { name: string; kind: RuleKind }) => navigate('/owl-rule/new', { state: rule });

  async function copy(rule: RuleSummary) {
    try {
      const copied = await copyRule(rule.id);
      showMessage({ text: t('owlRules.list.copied', { name: copied.name }), kind: 'success' });
      list.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const [remove, confirmElement] = useConfirmedRemove<RuleSummary>({
    ask: (rule) => ({ title: t('owlRules.list.deleteTitle'), text: t('owlRules.list.deleteText', { name: rule.name }) }),
    remove: (rule) => deleteRule(rule.id),
    removed: (rule) => t('owlRules.list.deleted', { name: rule.name }),
    reload: list.reload,
  });

  const columns: DataColumn<RuleSummary>[] = [
    {
      id: 'name',
      header: t('owlRules.fields.name'),
      sortable: true,
      value: (r) => r.name,
      cell: (r) => (
        <span className="flex items-center gap-2">
          <Link className="text-primary hover:underline" to={`/owl-rule/${r.id}`} data-testid="rule-open">
            {r.name}
          </Link>
          {r.problems.length > 0 && (
            <span className="rounded bg-red-100 px-1.5 text-xs text-red-800" title={r.problems[0]?.message} data-testid="rule-flagged">
              {t('owlRules.list.flagged')}
            </span>
          )}
          {!r.enabled && <span className="rounded bg-gray-100 px-1.5 text-xs text-gray-600">{t('owlRules.list.disabled')}</span>}
        </span>
      ),
    },
    { id: 'kind', header: t('owlRules.fields.kind'), sortable: true, value: (r) => t(`owlRules.kinds.${r.kind}`) },
    { id: 'author', header: t('owlRules.fields.author'), sortable: true, value: (r) => r.authorName },
    { id: 'date', header: t('owlRules.fields.date'), sortable: true, value: (r) => r.date_create, cell: (r) => formatDate(r.date_create) },
    { id: 'subjectArea', header: t('owlRules.fields.subjectArea'), sortable: true, value: areaText },
    {
      id: 'actions',
      header: '',
      className: 'text-right whitespace-nowrap',
      cell: (r) => (
        <>
          {maySomething && (
            <Button variant="link" onClick={() => void copy(r)} data-testid="rule-copy">
              {t('owlRules.list.copy')}
            </Button>
          )}
          {r.mayEdit && (
            <Button variant="dangerLink" onClick={() => void remove(r)} data-testid="rule-delete">
              {t('owlRules.list.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('owlRules.list.title')}
      actions={
        <>
          <input className={`${FIELD} w-64`} placeholder={t('owlRules.list.search')} aria-label={t('owlRules.list.search')} value={text} onChange={(e) => setText(e.target.value)} data-testid="rule-search" />
          <select className={`${FIELD} w-56`} aria-label={t('owlRules.list.kindFilter')} value={kind} onChange={(e) => setKind(e.target.value as RuleKind | '')} data-testid="rule-kind-filter">
            <option value="">{t('owlRules.list.allKinds')}</option>
            {RULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`owlRules.kinds.${k}`)}
              </option>
            ))}
          </select>
          {maySomething && (
            <Button variant="primary" onClick={() => setCreating(true)} data-testid="rule-create">
              {t('owlRules.list.create')}
            </Button>
          )}
        </>
      }
    >
      <ListTable
        columns={columns}
        rows={shown}
        rowId={(r) => r.id}
        list={list}
        filtered={Boolean(text || kind)}
        texts={{ empty: t('owlRules.list.empty'), nothingFound: t('owlRules.list.nothingFound') }}
        rowTestId="rule-row"
      />
      <CreateRuleDialog open={creating} onClose={() => setCreating(false)} onCreate={create} />
      {confirmElement}
    </PageFrame>
  );
}
