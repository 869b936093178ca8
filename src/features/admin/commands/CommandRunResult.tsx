import { useTranslation } from 'react-i18next';
import type { GetDataResult } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { instancesFromRows, propsInRows } from '../api/dataRows';
import { useInstanceNames } from '../api/useInstanceNames';
import { rowClass, tableClass, tableWrapClass, tdClass, thClass } from '../ui/tableClasses';

/** The first rows a command answers, one line per instance, a column per property it returned. */
export function CommandRunResult({ result }: { result: GetDataResult }) {
  const { t } = useTranslation();
  const records = instancesFromRows(result.rows);
  const props = propsInRows(result.rows);
  const propNames = useInstanceNames([META_PROP.name, ...props]);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs text-gray-500">{t('admin.commands.runShown', { count: records.length, total: result.count_rows })}</p>
      {records.length > 0 && (
        <div className={tableWrapClass}>
          <table className={tableClass} data-testid="command-result">
            <thead>
              <tr>
                <th className={thClass}>#</th>
                <th className={thClass}>{propNames.get(META_PROP.name) ?? t('admin.views.aliases.name')}</th>
                {props.map((prop) => (
                  <th key={prop} className={thClass} title={prop}>
                    {propNames.get(prop) ?? prop}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.map((record, index) => (
                <tr key={record.inst} className={rowClass}>
                  <td className={`${tdClass} text-gray-400`}>{index + 1}</td>
                  <td className={tdClass} title={record.inst}>
                    {record.name}
                  </td>
                  {props.map((prop) => (
                    <td key={prop} className={tdClass}>
                      {(record.values.get(prop) ?? []).map((v) => (typeof v.val === 'boolean' ? t(v.val ? 'admin.common.yes' : 'admin.common.no') : v.cap)).join(', ')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
