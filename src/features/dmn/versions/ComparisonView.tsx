import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionComparison, HitPolicy, RuleChange } from '../../../../realtime/protocol/dmn';
import { hitPolicySchema } from '../../../../realtime/protocol/dmn';
import { hitPolicyWords } from '../model/dmnWords';

const ROW_TONES: Record<RuleChange['kind'], string> = {
  added: 'bg-green-50',
  removed: 'bg-red-50 text-gray-500 line-through decoration-red-300',
  changed: 'bg-amber-50',
  moved: 'bg-sky-50',
  same: '',
};

const KIND_TONES: Record<RuleChange['kind'], string> = {
  added: 'text-green-800',
  removed: 'text-red-800',
  changed: 'text-amber-800',
  moved: 'text-sky-800',
  same: 'text-gray-500',
};

/** One rule's cells: the right side's (or the left's for a removed rule), changed cells marked with the old text. */
function RuleCells({ change }: { change: RuleChange }) {
  const cells = change.rightCells ?? change.leftCells ?? [];
  return (
    <>
      {cells.map((cell, i) => {
        const changed = change.kind === 'changed' && change.changedCells.includes(i);
        return (
          <td key={i} className={`border border-gray-200 px-2 py-1 font-mono text-xs ${changed ? 'bg-amber-200 font-semibold' : ''}`} data-changed={changed || undefined}>
            {changed && <span className="mr-1 text-red-700 line-through">{change.leftCells?.[i] ?? ''}</span>}
            {cell}
          </td>
        );
      })}
    </>
  );
}

const policyText = (t: Parameters<typeof hitPolicyWords>[0], policy: string | null): string => {
  const known = hitPolicySchema.safeParse(policy);
  return known.success ? hitPolicyWords(t, known.data as HitPolicy) : (policy ?? '—');
};

/** Two versions rule by rule, per decision table: added, removed and changed rules coloured, changed cells marked. */
export function ComparisonView({ comparison }: { comparison: DecisionComparison }) {
  const { t } = useTranslation();
  const [showSame, setShowSame] = useState(false);
  const { left, right } = comparison;
  return (
    <div className="flex flex-col gap-4" data-testid="dmn-comparison">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-gray-900">{t('dmn.compare.title', { left: left.versionNumber, right: right.versionNumber })}</h3>
        <label className="flex items-center gap-1 text-xs text-gray-600">
          <input type="checkbox" checked={showSame} onChange={(e) => setShowSame(e.target.checked)} />
          {t('dmn.compare.showSame')}
        </label>
      </div>
      {comparison.tables.length === 0 && <p className="text-sm text-gray-500">{t('dmn.compare.noTables')}</p>}
      {comparison.tables.map((table) => {
        const rules = table.rules.filter((r) => showSame || r.kind !== 'same');
        return (
          <section key={table.decisionId} className="flex flex-col gap-1" data-testid="dmn-comparison-table">
            <h4 className="text-sm font-medium text-gray-800">{table.name}</h4>
            {table.presence !== 'both' && (
              <p className="text-xs text-gray-600">{t(table.presence === 'added' ? 'dmn.compare.tableAdded' : 'dmn.compare.tableRemoved', { number: table.presence === 'added' ? right.versionNumber : left.versionNumber })}</p>
            )}
            {table.hitPolicy.left !== table.hitPolicy.right && table.presence === 'both' && (
              <p className="text-xs text-amber-800">{t('dmn.compare.hitPolicyChanged', { left: policyText(t, table.hitPolicy.left), right: policyText(t, table.hitPolicy.right) })}</p>
            )}
            {rules.length === 0 ? (
              <p className="text-xs text-gray-500">{t('dmn.compare.onlySame')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="border-collapse text-sm">
                  <thead>
                    <tr className="bg-gray-50 text-left text-xs text-gray-600">
                      <th className="border border-gray-200 px-2 py-1">{t('dmn.compare.rule')}</th>
                      <th className="border border-gray-200 px-2 py-1" />
                      {table.columns.map((c, i) => (
                        <th key={i} className="border border-gray-200 px-2 py-1">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rules.map((r) => (
                      <tr key={`${r.ruleId}:${r.left}:${r.right}`} className={ROW_TONES[r.kind]} data-testid="dmn-comparison-rule" data-kind={r.kind}>
                        <td className="border border-gray-200 px-2 py-1 text-xs whitespace-nowrap">{r.left !== null && r.right !== null && r.left !== r.right ? `${r.left} → ${r.right}` : (r.right ?? r.left)}</td>
                        <td className={`border border-gray-200 px-2 py-1 text-xs ${KIND_TONES[r.kind]}`}>{t(`dmn.compare.kinds.${r.kind}`)}</td>
                        <RuleCells change={r} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
