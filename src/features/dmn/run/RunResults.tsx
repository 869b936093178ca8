import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { linkClass } from '../../../components/tableStyles';
import type { RunRow, RunStatus } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { valueText } from '../test/columnValues';
import { useValueWords } from '../test/useValueWords';
import { runColumnLabels } from './runColumns';
import { instanceLink, type ChosenSource } from './runSource';
import { RUN_PAGE } from './useDecisionRun';

type Props = { status: RunStatus; columns: readonly WorkspaceColumn[]; source: ChosenSource | null; offset: number; onOffset: (offset: number) => void };

/** The run's results, a page at a time: the instance (opening its card), its inputs, the outputs, the rules that matched, an error. */
export function RunResults({ status, columns: tableColumns, source, offset, onOffset }: Props) {
  const { t } = useTranslation();
  const words = useValueWords();
  const withErrors = status.failed > 0 || status.rows.some((row) => row.error !== null);
  const columns = useMemo((): DataColumn<RunRow>[] => {
    const values = (side: 'inputs' | 'outputs', names: readonly string[], mark: string): DataColumn<RunRow>[] => {
      const headers = runColumnLabels(side === 'inputs' ? 'input' : 'output', names, tableColumns);
      return names.map((name, i) => ({ id: `${side}:${name}`, header: headers[i] ?? name, headerClassName: mark, className: mark, cell: (row) => valueText(row[side][name], words) }));
    };
    return [
      {
        id: 'name',
        header: t('dmn.run.table.instance'),
        cell: (row) =>
          source ? (
            <Link className={linkClass} to={instanceLink(source, row.inst)} data-testid="dmn-run-instance">
              {row.name || t('dmn.run.table.unnamed')}
            </Link>
          ) : (
            row.name
          ),
      },
      ...values('inputs', status.inputColumns, ''),
      ...values('outputs', status.outputColumns, 'bg-primary-light/40 font-medium'),
      { id: 'rules', header: t('dmn.run.table.rules'), cell: (row) => row.matchedRules.map((r) => r.index).join(', ') },
      // the panel is narrow: the error column only when some instance failed
      ...(withErrors ? [{ id: 'error', header: t('dmn.run.table.error'), cell: (row: RunRow) => (row.error ? <span className="text-red-700">{row.error}</span> : null) }] : []),
    ];
  }, [status.inputColumns, status.outputColumns, tableColumns, source, t, words, withErrors]);
  return (
    <DataTable
      columns={columns}
      rows={status.rows}
      rowId={(row) => row.inst}
      paging={{ side: 'server', offset, limit: RUN_PAGE, total: status.done, onOffset }}
      testId="dmn-run-results"
      empty={status.state === 'running' ? t('dmn.run.table.waiting') : t('dmn.run.table.empty')}
      rowAttributes={(row) => ({ 'data-testid': 'dmn-run-row', className: row.error ? 'bg-red-50' : '' })}
    />
  );
}
