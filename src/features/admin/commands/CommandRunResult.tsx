import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { propsOf, valueText, valuesOf, type EntityPage, type OntologyEntity } from '../../ontology';
import { useInstanceNames } from '../api/useInstanceNames';

/** The first rows a command answers, one line per instance, a column per property it returned. */
export function CommandRunResult({ result }: { result: EntityPage }) {
  const { t } = useTranslation();
  const records = result.entities;
  const props = useMemo(() => propsOf(records), [records]);
  const propNames = useInstanceNames([META_PROP.name, ...props]);
  const columns = useMemo<DataColumn<OntologyEntity>[]>(() => {
    const text = (record: OntologyEntity, prop: string) =>
      valuesOf(record, prop)
        .map((v) => (typeof v.val === 'boolean' ? t(v.val ? 'admin.common.yes' : 'admin.common.no') : valueText(v)))
        .join(', ');
    return [
      { id: '#', header: '#', className: 'text-gray-400', cell: (record) => records.indexOf(record) + 1 },
      { id: 'name', header: propNames.get(META_PROP.name) ?? t('admin.views.aliases.name'), cell: (record) => <span title={record.id}>{record.name}</span> },
      ...props.map((prop): DataColumn<OntologyEntity> => ({ id: prop, header: propNames.get(prop) ?? prop, title: prop, cell: (record) => text(record, prop) })),
    ];
  }, [records, props, propNames, t]);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs text-gray-500">{t('admin.commands.runShown', { count: records.length, total: result.total })}</p>
      <DataTable columns={columns} rows={records} rowId={(record) => record.id} testId="command-result" notesAt="alone" empty={null} />
    </div>
  );
}
