import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DataRow } from '../../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { LifecycleBadge } from '../lifecycle';
import { smallButton } from '../ui';
import { cellText, type ListColumn } from './listColumns';
import type { SortColumn } from './sortPreference';

export type TableInstance = { inst: string; rows: DataRow[] };

type Props = {
  classId: string;
  columns: ListColumn[];
  instances: TableInstance[];
  sort: SortColumn[];
  onSort: (prop: string, additive: boolean) => void;
  onDelete: (instance: TableInstance) => void;
  loading: boolean;
};

const first = (rows: DataRow[], prop: string): string | null => {
  const val = rows.find((r) => r.prop === prop)?.val;
  return typeof val === 'string' && val ? val : null;
};

export function InstanceTable({ classId, columns, instances, sort, onSort, onDelete, loading }: Props) {
  const { t } = useTranslation();
  const yesNo: [string, string] = [t('individuals.form.yes'), t('individuals.form.no')];
  const arrow = (prop: string) => {
    const at = sort.findIndex((s) => s.prop === prop);
    if (at < 0) return '';
    return `${sort[at]?.dir === 'asc' ? ' ▲' : ' ▼'}${sort.length > 1 ? at + 1 : ''}`;
  };
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="min-w-full text-sm" data-testid="instance-table" aria-busy={loading}>
        <thead className="bg-gray-50 text-left text-xs uppercase tracking-wide text-gray-600">
          <tr>
            {columns.map((c) => (
              <th key={c.prop} className="px-3 py-2" aria-sort={sort[0]?.prop === c.prop ? (sort[0].dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                <button type="button" className="font-semibold uppercase hover:text-primary" onClick={(e) => onSort(c.prop, e.shiftKey)} data-testid={`sort-${c.prop}`}>
                  {c.cap}
                  {arrow(c.prop)}
                </button>
              </th>
            ))}
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {instances.map((instance) => {
            const nameRow = instance.rows.find((r) => r.prop === META_PROP.name);
            const rowClass = nameRow?.from && nameRow.from !== classId ? nameRow.from : classId;
            return (
              <tr key={instance.inst} className="hover:bg-gray-50" data-testid="instance-row">
                {columns.map((c) => (
                  <td key={c.prop} className="px-3 py-1.5 align-top">
                    {c.prop === META_PROP.name ? (
                      <Link className="text-primary hover:underline" to={`/examp_list/${rowClass}?inst=${instance.inst}`}>
                        {nameRow?.cap || '—'}
                      </Link>
                    ) : c.prop === META_PROP.stage ? (
                      <LifecycleBadge lifecycle={{ stage: first(instance.rows, META_PROP.stage), icon: first(instance.rows, META_PROP.icon), color: first(instance.rows, META_PROP.color) }} />
                    ) : (
                      instance.rows.filter((r) => r.prop === c.prop).map((r) => cellText(c, r, yesNo)).join(', ')
                    )}
                  </td>
                ))}
                <td className="px-3 py-1.5 text-right">
                  {nameRow?.can_delete ? (
                    <button type="button" className={smallButton} onClick={() => onDelete(instance)} aria-label={`${t('individuals.list.delete')} ${nameRow.cap ?? ''}`}>
                      {t('individuals.list.delete')}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
          {instances.length === 0 && !loading ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-4 text-center text-gray-500">{t('individuals.list.empty')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
