import { useTranslation } from 'react-i18next';
import type { RunOwlRuleAnswer } from '../../../../realtime/protocol/owlRules';
import { cellText, runColumns } from '../model/runTable';
import type { RuleCatalog } from '../model/ruleCatalog';
import type { StructureDraft } from '../model/ruleStructure';

type Props = { answer: RunOwlRuleAnswer; structure: StructureDraft; catalog: RuleCatalog | null };

/** The rows a run derived: the rule's variables, then what it derives (marked). */
export function RunTable({ answer, structure, catalog }: Props) {
  const { t } = useTranslation();
  const columns = runColumns(answer, structure, catalog, t);
  return (
    <div className="max-h-[28rem] overflow-auto rounded border border-gray-200">
      <table className="min-w-full text-sm" data-testid="rule-run-table">
        <thead className="sticky top-0 bg-gray-50 text-left text-xs font-medium text-gray-600">
          <tr>
            <th className="w-10 px-2 py-1 text-right">№</th>
            {columns.map((c) => (
              <th key={c.key} className={`px-2 py-1 ${c.derived ? 'bg-primary-light text-primary-dark' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row, i) => (
            <tr key={`${row.subject.id}-${i}`} className="border-t border-gray-100" data-testid="rule-run-row">
              <td className="px-2 py-1 text-right text-gray-400">{i + 1}</td>
              {columns.map((c) => (
                <td key={c.key} className={`px-2 py-1 ${c.derived ? 'bg-primary-light/40 font-medium' : ''}`}>
                  {cellText(row.cells[c.key], t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
