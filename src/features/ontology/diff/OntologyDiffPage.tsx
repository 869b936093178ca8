import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttonClasses';
import { errorText } from '../../../api/errorText';
import { formatNumber } from '../../../i18n/format';
import { DIFF_CATEGORIES, type DiffResult } from '../../../../realtime/protocol/ontology/diff';
import { diffStates } from './ontologyDiffApi';
import { DiffCategoryView } from './DiffCategoryView';
import { fieldClass, ProblemBox, WorkbenchPage } from './WorkbenchPage';

/** /ontologyDiff: compare two state files from /base-update, by category (domain spec §4: with errors the diff is not shown). */
export default function OntologyDiffPage() {
  const { t } = useTranslation();
  const [state1, setState1] = useState<File | null>(null);
  const [state2, setState2] = useState<File | null>(null);
  const [ignored, setIgnored] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<DiffResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    if (!state1 || !state2) return;
    setLoading(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await diffStates(state1, state2, ignored));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setLoading(false);
    }
  };

  const propName = (prop: string): string => result?.names[prop] ?? prop;
  return (
    <WorkbenchPage title={t('routes.ontologyDiff')} testId="ontology-diff">
      <form onSubmit={(e) => void compare(e)} className="flex flex-wrap items-end gap-4 print:hidden">
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('ontologyHistory.diff.state1')}
          <input type="file" accept=".json,application/json" data-testid="diff-state1" onChange={(e) => setState1(e.target.files?.[0] ?? null)} className="text-sm" />
        </label>
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('ontologyHistory.diff.state2')}
          <input type="file" accept=".json,application/json" data-testid="diff-state2" onChange={(e) => setState2(e.target.files?.[0] ?? null)} className="text-sm" />
        </label>
        <label className="flex min-w-72 flex-col gap-1 text-sm text-gray-700">
          {t('ontologyHistory.diff.ignoredProps')}
          <input className={fieldClass} value={ignored} onChange={(e) => setIgnored(e.target.value)} placeholder={t('ontologyHistory.diff.ignoredHint')} data-testid="diff-ignored" />
        </label>
        <button type="submit" className={primaryButton} disabled={!state1 || !state2 || loading} data-testid="diff-compare">
          {t('ontologyHistory.diff.compare')}
        </button>
      </form>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <span className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />
          {t('ontologyHistory.diff.loading')}
        </p>
      )}
      <ProblemBox text={problem} />
      {result && result.errors.length > 0 && (
        <div role="alert" data-testid="diff-errors" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{t('ontologyHistory.diff.errors')}</p>
          <ul className="list-disc pl-5">
            {result.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {result && result.errors.length === 0 && result.diff && (
        <>
          {result.warnings.length > 0 && (
            <div data-testid="diff-warnings" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p className="font-medium">{t('ontologyHistory.diff.warnings')}</p>
              <ul className="list-disc pl-5">
                {result.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </div>
          )}
          <table className="w-full max-w-3xl border-collapse text-sm" data-testid="diff-stats">
            <thead>
              <tr className="border-b border-gray-300 text-left text-gray-600">
                <th className="py-1 pr-3 font-medium">{t('ontologyHistory.diff.category')}</th>
                <th className="py-1 pr-3 text-right font-medium text-green-800">{t('ontologyHistory.diff.added')}</th>
                <th className="py-1 pr-3 text-right font-medium text-red-700">{t('ontologyHistory.diff.removed')}</th>
                <th className="py-1 pr-3 text-right font-medium text-amber-800">{t('ontologyHistory.diff.changed')}</th>
                <th className="py-1 text-right font-medium">{t('ontologyHistory.diff.unchanged')}</th>
              </tr>
            </thead>
            <tbody>
              {DIFF_CATEGORIES.map((c) => {
                const s = result.stats[c];
                if (!s) return null;
                const touched = s.added + s.removed + s.changed > 0;
                return (
                  <tr key={c} className={`border-b border-gray-100 ${touched ? 'font-medium' : 'text-gray-500'}`} data-testid={`diff-stat-${c}`}>
                    <td className="py-1 pr-3">{t(`ontologyHistory.categories.${c}`)}</td>
                    <td className="py-1 pr-3 text-right">{formatNumber(s.added)}</td>
                    <td className="py-1 pr-3 text-right">{formatNumber(s.removed)}</td>
                    <td className="py-1 pr-3 text-right">{formatNumber(s.changed)}</td>
                    <td className="py-1 text-right">{formatNumber(s.unchanged)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="space-y-2">
            {DIFF_CATEGORIES.map((c) => {
              const d = result.diff?.[c];
              return d && d.added.length + d.removed.length + d.changed.length > 0 ? <DiffCategoryView key={c} category={c} diff={d} names={result.names} propNames={propName} /> : null;
            })}
          </div>
        </>
      )}
    </WorkbenchPage>
  );
}
