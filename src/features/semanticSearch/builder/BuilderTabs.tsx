import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import type { PlacedProblem } from '../api/searchProblem';
import type { Catalog } from '../model/catalog';
import { CalcColumnsEditor } from './CalcColumnsEditor';
import { ColumnChooser } from './ColumnChooser';

type Props = { settings: SearchSettings; catalog: Catalog; nodeNames: Map<string, string>; node: string; onChange: (settings: SearchSettings) => void; problem: PlacedProblem | null };

type Tab = 'columns' | 'calc';

/** Columns and calculated columns, one tab each; a refused formula opens its tab. */
export function BuilderTabs({ settings, catalog, nodeNames, node, onChange, problem }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Tab>('columns');
  const tab: Tab = problem?.place?.kind === 'calcColumn' && problem.place.position !== undefined ? 'calc' : chosen;
  const tabClass = (mine: Tab) => `border-b-2 px-3 py-1 text-sm ${tab === mine ? 'border-primary font-medium text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`;
  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" className="flex gap-1 border-b border-gray-200">
        <button type="button" role="tab" aria-selected={tab === 'columns'} className={tabClass('columns')} onClick={() => setChosen('columns')} data-testid="tab-columns">
          {t('semanticSearch.columns.tab', { count: settings.columns.length })}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'calc'} className={tabClass('calc')} onClick={() => setChosen('calc')} data-testid="tab-calc">
          {t('semanticSearch.calc.tab', { count: settings.calcColumns.length })}
        </button>
      </div>
      {tab === 'columns' ? (
        <ColumnChooser settings={settings} catalog={catalog} nodeNames={nodeNames} node={node} onChange={onChange} problem={problem} />
      ) : (
        <CalcColumnsEditor settings={settings} onChange={onChange} problem={problem} />
      )}
    </div>
  );
}
