import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { formatNumber } from '../../../i18n/format';
import type { FcaResult } from '../compute/workerMessages';
import { conceptRows, type ConceptRow } from './conceptRows';
import { NameList } from './NameList';

type Props = { result: FcaResult; selected: number | null; onSelect: (concept: number | null) => void; objectHref: (g: number) => string | null };

const EXTENT_SHOWN = 8;

/** Every concept: its extent's size and share, its intent and its objects; a row selects the concept (in the lattice too). */
export function ConceptsTab({ result, selected, onSelect, objectHref }: Props) {
  const { t } = useTranslation();
  const { context } = result.answer;
  const rows = useMemo(() => conceptRows(context, result.lattice), [context, result.lattice]);
  const concept = (i: number) => result.lattice.concepts[i] ?? { extent: [], intent: [] };
  const columns: DataColumn<ConceptRow>[] = [
    { id: 'number', header: '№', sortable: true, className: 'text-right text-gray-500 w-12', value: (r) => r.index + 1 },
    { id: 'extentSize', header: t('fca.concepts.extentSize'), sortable: true, className: 'text-right whitespace-nowrap', value: (r) => r.extentSize, cell: (r) => formatNumber(r.extentSize) },
    { id: 'support', header: t('fca.concepts.support'), sortable: true, className: 'text-right whitespace-nowrap', value: (r) => r.support, cell: (r) => `${formatNumber(r.support * 100, 1)} %` },
    { id: 'intent', header: t('fca.concepts.intent'), sortable: true, value: (r) => r.intent.length, cell: (r) => <NameList items={concept(r.index).intent} names={context.attributes} /> },
    {
      id: 'extent',
      header: t('fca.concepts.extent'),
      cell: (r) => <NameList items={concept(r.index).extent} names={context.objects} href={objectHref} limit={EXTENT_SHOWN} />,
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-600">{t('fca.concepts.hint')}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowId={(r) => String(r.index)}
        testId="fca-concepts"
        sorting={{ side: 'client', initial: [{ id: 'extentSize', desc: true }] }}
        rowAttributes={(r) => ({
          'data-testid': 'fca-concept-row',
          'data-selected': r.index === selected || undefined,
          className: `cursor-pointer ${r.index === selected ? '!bg-primary-light' : ''}`,
          onClick: () => onSelect(r.index === selected ? null : r.index),
        })}
      />
    </div>
  );
}
