import { useTranslation } from 'react-i18next';
import { CALC_TYPES, type CalcColumn, type SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { checkFormula } from '../../../../model/semanticSearch/formula';
import { Button } from '../../../components/Button';
import { isAt, type PlacedProblem } from '../api/searchProblem';
import { addCalcColumn, codesOf, removeCalcColumn, updateCalcColumn } from '../model/searchDraft';
import { AggregationSelect } from './ColumnControls';
import { FormulaInput } from './FormulaInput';

type Props = { settings: SearchSettings; onChange: (settings: SearchSettings) => void; problem: PlacedProblem | null };

const field = 'rounded border border-gray-300 px-2 py-1 text-sm';

/** The formula's problem: the model's check as typed, else the server's word on it (say, a division by zero) at its place. */
function formulaProblem(calc: CalcColumn, settings: SearchSettings, problem: PlacedProblem | null) {
  const typed = calc.formula.trim() === '' ? null : checkFormula(calc.formula, codesOf(settings).filter((code) => code !== calc.code));
  if (typed) return typed;
  if (isAt(problem, 'calcColumn', calc.id) && problem) return { message: problem.message, position: problem.place?.position };
  return null;
}

/** Calculated columns: name, code, a formula over [code] references, its type and aggregation. */
export function CalcColumnsEditor({ settings, onChange, problem }: Props) {
  const { t } = useTranslation();
  const set = (id: string, patch: Partial<CalcColumn>) => onChange(updateCalcColumn(settings, id, patch));
  const taken = (calc: CalcColumn) => codesOf(settings).filter((code) => code === calc.code).length > 1;
  return (
    <div className="flex flex-col gap-3" data-testid="calc-editor">
      {settings.calcColumns.length === 0 && <p className="text-sm text-gray-500">{t('semanticSearch.calc.none')}</p>}
      {settings.calcColumns.map((calc, i) => (
        <div key={calc.id} className={`grid grid-cols-[12rem_1fr] gap-2 rounded border p-2 ${isAt(problem, 'calcColumn', calc.id) ? 'border-red-400' : 'border-gray-200'}`} data-testid={`calc-${i}`}>
          <input className={`${field} self-start`} aria-label={t('semanticSearch.calc.name')} placeholder={t('semanticSearch.calc.name')} value={calc.name} onChange={(e) => set(calc.id, { name: e.target.value })} data-testid={`calc-${i}-name`} />
          <FormulaInput value={calc.formula} onChange={(formula) => set(calc.id, { formula })} problem={formulaProblem(calc, settings, problem)} testId={`calc-${i}-formula`} />
          <label className="flex flex-col gap-0.5 text-xs text-gray-600">
            <span className="flex items-center gap-1">
              {t('semanticSearch.calc.code')}
              <input
                className={`${field} w-32 font-mono ${taken(calc) ? 'border-red-500' : ''}`}
                title={t('semanticSearch.calc.codeHint')}
                value={calc.code}
                onChange={(e) => set(calc.id, { code: e.target.value.replace(/[^A-Za-z0-9_]/g, '').slice(0, 60) || calc.code })}
                data-testid={`calc-${i}-code`}
              />
            </span>
            {taken(calc) && <span className="text-red-700">{t('semanticSearch.calc.codeTaken')}</span>}
          </label>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex items-center gap-1">
              {t('semanticSearch.calc.type')}
              <select className={field} value={calc.type} onChange={(e) => set(calc.id, { type: e.target.value as CalcColumn['type'] })} data-testid={`calc-${i}-type`}>
                {CALC_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`semanticSearch.calc.types.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-1">
              {t('semanticSearch.columns.agg')}
              <AggregationSelect value={calc.agg} onChange={(agg) => set(calc.id, { agg })} testId={`calc-${i}-agg`} />
            </label>
            <Button variant="dangerLink" className="ml-auto" onClick={() => onChange(removeCalcColumn(settings, calc.id))}>
              {t('semanticSearch.common.remove')}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button onClick={() => onChange(addCalcColumn(settings, t('semanticSearch.calc.newName', { n: settings.calcColumns.length + 1 })))} data-testid="calc-add">
          {t('semanticSearch.calc.add')}
        </Button>
      </div>
    </div>
  );
}
