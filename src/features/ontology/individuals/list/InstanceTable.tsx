import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { DataTable, type DataColumn, type PagerModel, type SortRule } from '../../../../components/dataTable';
import { firstValue, valuesOf, type OntologyEntity } from '../../client';
import { LifecycleBadge } from '../lifecycle';
import { smallButton } from '../ui';
import { cellText, type ListColumn } from './listColumns';
import { MAX_SORT_KEYS } from './sortPreference';

type Props = {
  classId: string;
  columns: ListColumn[];
  instances: readonly OntologyEntity[];
  sort: readonly SortRule[];
  onSort: (rules: SortRule[]) => void;
  onDelete: (instance: OntologyEntity) => void;
  loading: boolean;
  paging: { offset: number; limit: number; total: number; onOffset: (offset: number) => void };
  renderPager: (pager: PagerModel) => React.ReactNode;
};

const text = (instance: OntologyEntity, prop: string): string | null => {
  const val = firstValue(instance, prop);
  return typeof val === 'string' && val ? val : null;
};

/** The instances of a class, a column per field of the class (or of a view), sorted by the server. */
export function InstanceTable({ classId, columns, instances, sort, onSort, onDelete, loading, paging, renderPager }: Props) {
  const { t } = useTranslation();
  const tableColumns = useMemo<DataColumn<OntologyEntity>[]>(() => {
    const yesNo: [string, string] = [t('individuals.form.yes'), t('individuals.form.no')];
    const cellOf = (c: ListColumn) => (instance: OntologyEntity) => {
      if (c.prop === META_PROP.name) {
        // an instance found in a subclass opens as one of its own class
        const rowClass = instance.foundIn && instance.foundIn !== classId ? instance.foundIn : classId;
        return (
          <Link className="text-primary hover:underline" to={`/examp_list/${rowClass}?inst=${instance.id}`}>
            {instance.name || '—'}
          </Link>
        );
      }
      if (c.prop === META_PROP.stage) return <LifecycleBadge lifecycle={{ stage: text(instance, META_PROP.stage), icon: text(instance, META_PROP.icon), color: text(instance, META_PROP.color) }} />;
      return valuesOf(instance, c.prop)
        .map((v) => cellText(c, v, yesNo))
        .join(', ');
    };
    return [
      ...columns.map((c): DataColumn<OntologyEntity> => ({ id: c.prop, header: c.cap, sortable: true, cell: cellOf(c) })),
      {
        id: 'actions',
        header: '',
        className: 'text-right',
        cell: (instance) =>
          instance.canDelete ? (
            <button type="button" className={smallButton} onClick={() => onDelete(instance)} aria-label={`${t('individuals.list.delete')} ${instance.name}`}>
              {t('individuals.list.delete')}
            </button>
          ) : null,
      },
    ];
  }, [classId, columns, onDelete, t]);
  return (
    <DataTable
      columns={tableColumns}
      rows={instances}
      rowId={(instance) => instance.id}
      testId="instance-table"
      rowAttributes={() => ({ 'data-testid': 'instance-row' })}
      sorting={{ side: 'server', rules: sort, onChange: onSort, maxKeys: MAX_SORT_KEYS }}
      paging={{ side: 'server', ...paging }}
      renderPager={renderPager}
      loading={loading}
      loadingText={null}
      empty={t('individuals.list.empty')}
      notesAt="row"
    />
  );
}
