import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { Button } from '../../../components/Button';
import { isAt, type PlacedProblem } from '../api/searchProblem';
import type { Catalog } from '../model/catalog';
import { addColumn, graphOf, moveAnyColumn, orderedColumns, removeCalcColumn, removeColumn, updateCalcColumn, updateColumn, type AnyColumn } from '../model/searchDraft';
import { AggregationSelect, MoveButtons, SortControl } from './ColumnControls';
import { columnChoices } from './nodeNames';

type Props = {
  settings: SearchSettings;
  catalog: Catalog;
  nodeNames: Map<string, string>;
  node: string;
  onChange: (settings: SearchSettings) => void;
  problem: PlacedProblem | null;
};

const field = 'rounded border border-gray-300 px-1 py-0.5 text-sm';

/**
 * The column chooser: a node's properties to add as columns, and every column (calculated ones
 * too) in its order — rename, hide, leave out of the table's filters, sort and aggregate.
 */
export function ColumnChooser({ settings, catalog, nodeNames, node, onChange, problem }: Props) {
  const { t } = useTranslation();
  const [addNode, setAddNode] = useState(node);
  const chosenNode = nodeNames.has(addNode) ? addNode : node;
  const intrinsic = (c: string) => t(`semanticSearch.columns.intrinsic.${c}`);
  const choices = columnChoices(settings, catalog, chosenNode, intrinsic);
  const ordered = orderedColumns(settings);

  function update(item: AnyColumn, patch: Record<string, unknown>) {
    onChange(item.kind === 'column' ? updateColumn(settings, item.column.id, patch) : updateCalcColumn(settings, item.column.id, patch));
  }

  return (
    <div className="flex flex-col gap-3" data-testid="column-chooser">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-gray-600">{t('semanticSearch.columns.addFrom')}</span>
        <select className={field} aria-label={t('semanticSearch.columns.node')} value={chosenNode} onChange={(e) => setAddNode(e.target.value)} data-testid="column-add-node">
          {graphOf(settings).nodes.map((n) => (
            <option key={n.id} value={n.id}>
              {nodeNames.get(n.id)}
            </option>
          ))}
        </select>
        <select
          className={field}
          aria-label={t('semanticSearch.columns.add')}
          value=""
          onChange={(e) => {
            const choice = choices.find((c) => c.id === e.target.value);
            if (choice) onChange(addColumn(settings, chosenNode, choice.id, choice.name, nodeNames.get(chosenNode)));
          }}
          data-testid="column-add"
        >
          <option value="">{t('semanticSearch.columns.add')}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-gray-500">
          <tr>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.order')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.title')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.source')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.code')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.sort')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.agg')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.hidden')}</th>
            <th className="py-1 pr-2 font-normal">{t('semanticSearch.columns.doNotFilter')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {ordered.map((item, i) => {
            const testId = `column-${item.column.code}`;
            const wrong = isAt(problem, item.kind === 'column' ? 'column' : 'calcColumn', item.column.id);
            return (
              <tr key={`${item.kind}:${item.column.id}`} className={`border-t border-gray-100 ${wrong ? 'bg-red-50' : ''}`} data-testid={testId}>
                <td className="py-1 pr-2">
                  <MoveButtons first={i === 0} last={i === ordered.length - 1} onMove={(d) => onChange(moveAnyColumn(settings, item.kind, item.column.id, d))} testId={testId} />
                </td>
                <td className="py-1 pr-2">
                  {item.kind === 'column' ? (
                    <input className={`${field} w-44`} aria-label={t('semanticSearch.columns.rename')} placeholder={item.column.old_name} value={item.column.new_name} onChange={(e) => update(item, { new_name: e.target.value })} data-testid={`${testId}-name`} />
                  ) : (
                    <span>{item.column.name}</span>
                  )}
                  {wrong && <div className="text-xs text-red-700">{problem?.message}</div>}
                </td>
                <td className="py-1 pr-2 text-gray-600">
                  {item.kind === 'column' ? `${nodeNames.get(item.column.node) ?? ''} · ${catalog.properties.get(item.column.prop_id)?.name ?? intrinsic(item.column.prop_id)}` : t('semanticSearch.columns.calculated')}
                </td>
                <td className="py-1 pr-2 font-mono text-xs text-gray-600">[{item.column.code}]</td>
                <td className="py-1 pr-2">
                  <SortControl value={item.column} onChange={(sort) => update(item, sort)} testId={`${testId}-sort`} />
                </td>
                <td className="py-1 pr-2">
                  <AggregationSelect value={item.column.agg} onChange={(agg) => update(item, { agg })} testId={`${testId}-agg`} />
                </td>
                <td className="py-1 pr-2 text-center">
                  <input type="checkbox" aria-label={t('semanticSearch.columns.hidden')} checked={item.column.hidden} onChange={(e) => update(item, { hidden: e.target.checked })} />
                </td>
                <td className="py-1 pr-2 text-center">
                  {item.kind === 'column' && <input type="checkbox" aria-label={t('semanticSearch.columns.doNotFilter')} checked={item.column.do_not_filter} onChange={(e) => update(item, { do_not_filter: e.target.checked })} />}
                </td>
                <td className="py-1 text-right">
                  <Button variant="dangerLink" onClick={() => onChange(item.kind === 'column' ? removeColumn(settings, item.column.id) : removeCalcColumn(settings, item.column.id))} data-testid={`${testId}-remove`}>
                    {t('semanticSearch.common.remove')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
