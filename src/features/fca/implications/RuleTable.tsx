import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormalContextWire } from '../../../../realtime/protocol/fca';
import type { AssociationRule, Implication } from '../../../../model/fca/types';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { formatNumber } from '../../../i18n/format';
import { NameList } from '../concepts/NameList';
import { objectsHaving } from '../concepts/conceptRows';

type Rule = Implication & { confidence?: number };
type Row = { key: string; rule: Rule };

type Props = {
  rules: readonly (Implication | AssociationRule)[];
  /** Association rules: a confidence column, even while no rule passes the thresholds. */
  withConfidence?: boolean;
  context: FormalContextWire;
  objectHref: (g: number) => string | null;
  testId: string;
  empty: string;
};

/**
 * Implications or association rules, premise → conclusion with support (and confidence); a row
 * opens to the objects that have both sides, each linked to its instance.
 */
export function RuleTable({ rules, withConfidence = false, context, objectHref, testId, empty }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const total = context.objects.length;
  const rows: Row[] = rules.map((rule, i) => ({ key: String(i), rule }));
  const toggle = (key: string) => setOpen((before) => {
    const next = new Set(before);
    if (!next.delete(key)) next.add(key);
    return next;
  });
  const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;
  // an empty premise is no condition at all: the conclusion holds for every object
  const alwaysTrue = { text: t('fca.rules.emptyPremise'), hint: t('fca.rules.emptyPremiseHint') };

  const columns: DataColumn<Row>[] = [
    {
      id: 'open',
      header: '',
      className: 'w-6',
      cell: (r) => (
        <button type="button" className="text-gray-500 hover:text-primary" onClick={() => toggle(r.key)} aria-expanded={open.has(r.key)} aria-label={t('fca.rules.showObjects')} data-testid="fca-rule-open">
          {open.has(r.key) ? '▾' : '▸'}
        </button>
      ),
    },
    { id: 'premise', header: t('fca.rules.premise'), sortable: true, value: (r) => r.rule.premise.length, cell: (r) => <NameList items={r.rule.premise} names={context.attributes} empty={alwaysTrue} testId="fca-rule-premise" /> },
    { id: 'arrow', header: '', className: 'text-gray-400 w-6', cell: () => '→' },
    { id: 'conclusion', header: t('fca.rules.conclusion'), sortable: true, value: (r) => r.rule.conclusion.length, cell: (r) => <NameList items={r.rule.conclusion} names={context.attributes} /> },
    {
      id: 'support',
      header: t('fca.rules.support'),
      sortable: true,
      className: 'text-right whitespace-nowrap',
      value: (r) => r.rule.support,
      cell: (r) => `${formatNumber(r.rule.support)} (${percent(total ? r.rule.support / total : 0)})`,
    },
  ];
  if (withConfidence) {
    columns.push({ id: 'confidence', header: t('fca.rules.confidence'), sortable: true, className: 'text-right whitespace-nowrap', value: (r) => r.rule.confidence ?? 0, cell: (r) => percent(r.rule.confidence ?? 0) });
  }

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowId={(r) => r.key}
      testId={testId}
      empty={empty}
      sorting={{ side: 'client', initial: [{ id: 'support', desc: true }] }}
      rowAttributes={() => ({ 'data-testid': `${testId}-row` })}
      rowDetail={(r) =>
        open.has(r.key) ? (
          <div className="px-8 py-2 text-sm text-gray-700" data-testid="fca-rule-objects">
            <span className="mr-2 text-gray-500">{t('fca.rules.objects')}</span>
            <NameList items={objectsHaving(context, [...r.rule.premise, ...r.rule.conclusion])} names={context.objects} href={objectHref} limit={200} />
          </div>
        ) : null
      }
    />
  );
}
