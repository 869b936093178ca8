import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttonClasses';
import { useLoad } from '../../../components/useLoad';
import { errorText } from '../../../api/errorText';
import { formatNumber } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { diceSimilarity, matchTerms, type MatchCandidate } from '../../../../model/textSimilarity';
import { loadOntologyMaps } from '../diff/ontologyDiffApi';
import { fieldClass, ProblemBox, WorkbenchPage } from '../diff/WorkbenchPage';
import { confirmMatch, loadCompareTerms, undoMatch, type CompareTerm } from './compareTerms';

const MIN_SCORE = 0.3;
const WHOLE = '*';
const pairKey = (c: MatchCandidate): string => `${c.left}|${c.right}`;

type Loaded = { left: CompareTerm[]; right: CompareTerm[] };

/**
 * /ontology-compare: candidate matches between two ontology maps' classes and properties by bigram
 * (Dice) similarity of their names and labels; a confirmed match is an equivalentTo both ways.
 */
export default function OntologyComparePage() {
  const { t } = useTranslation();
  const maps = useLoad(loadOntologyMaps, []);
  const [left, setLeft] = useState('');
  const [right, setRight] = useState(WHOLE);
  const [threshold, setThreshold] = useState(0.7);
  const [terms, setTerms] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejected, setRejected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

  const load = async () => {
    setLoading(true);
    setProblem(null);
    try {
      const [l, r] = await Promise.all([loadCompareTerms(left === WHOLE ? null : left), loadCompareTerms(right === WHOLE ? null : right)]);
      setTerms({ left: l, right: r });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setLoading(false);
    }
  };

  // confirmed matches stay listed whatever their score, so they can be seen and undone
  const candidates = useMemo(() => {
    if (!terms) return [];
    const found = matchTerms(terms.left, terms.right, MIN_SCORE);
    const listed = new Set(found.map(pairKey));
    const rights = new Map(terms.right.map((r) => [r.id, r]));
    for (const l of terms.left) {
      for (const other of l.equivalentTo) {
        const r = rights.get(other);
        if (r && !listed.has(`${l.id}|${r.id}`)) found.push({ left: l.id, right: r.id, kind: l.kind, score: diceSimilarity(l.name, r.name), leftName: l.name, rightName: r.name });
      }
    }
    return found;
  }, [terms]);
  const equivalent = useMemo(() => {
    const pairs = new Set<string>();
    for (const term of [...(terms?.left ?? []), ...(terms?.right ?? [])]) for (const other of term.equivalentTo) pairs.add(`${term.id}|${other}`);
    return pairs;
  }, [terms]);
  const isConfirmed = (c: MatchCandidate) => equivalent.has(pairKey(c)) || equivalent.has(`${c.right}|${c.left}`);
  const shown = candidates.filter((c) => (c.score >= threshold || isConfirmed(c)) && !rejected.has(pairKey(c)));

  const act = async (c: MatchCandidate, action: 'confirm' | 'undo') => {
    setBusy(pairKey(c));
    try {
      if (action === 'confirm') await confirmMatch(c.left, c.right);
      else await undoMatch(c.left, c.right);
      showMessage({ text: t(action === 'confirm' ? 'ontologyHistory.compare.confirmed' : 'ontologyHistory.compare.undone'), kind: 'success' });
      await load();
    } catch (error) {
      showMessage({ text: errorText(error), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const mapOptions = (
    <>
      <option value={WHOLE}>{t('ontologyHistory.state.wholeOntology')}</option>
      {(maps.data ?? []).map((m) => (
        <option key={m.id} value={m.id}>
          {m.name || m.id}
        </option>
      ))}
    </>
  );
  return (
    <WorkbenchPage title={t('routes.ontology_compare')} testId="ontology-compare">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('ontologyHistory.compare.left')}
          <select className={`${fieldClass} min-w-56`} value={left} onChange={(e) => setLeft(e.target.value)} data-testid="compare-left">
            <option value="" disabled>
              {t('ontologyHistory.compare.chooseMap')}
            </option>
            {mapOptions}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-gray-700">
          {t('ontologyHistory.compare.right')}
          <select className={`${fieldClass} min-w-56`} value={right} onChange={(e) => setRight(e.target.value)} data-testid="compare-right">
            {mapOptions}
          </select>
        </label>
        <button type="button" className={primaryButton} disabled={!left || left === right || loading} onClick={() => void load()} data-testid="compare-run">
          {t('ontologyHistory.compare.run')}
        </button>
      </div>
      <ProblemBox text={problem ?? (maps.error ? errorText(maps.error) : null)} />
      {loading && <p className="text-sm text-gray-600">{t('ontologyHistory.compare.loading')}</p>}
      {terms && (
        <>
          <div className="flex flex-wrap items-center gap-4 text-sm text-gray-700">
            <span>{t('ontologyHistory.compare.counts', { left: formatNumber(terms.left.length), right: formatNumber(terms.right.length) })}</span>
            <label className="flex items-center gap-2">
              {t('ontologyHistory.compare.threshold')}
              <input type="range" min={MIN_SCORE} max={1} step={0.05} value={threshold} onChange={(e) => setThreshold(Number(e.target.value))} data-testid="compare-threshold" />
              <span className="w-10 tabular-nums">{formatNumber(Math.round(threshold * 100))}%</span>
            </label>
            {rejected.size > 0 && (
              <button type="button" className="text-primary hover:underline" onClick={() => setRejected(new Set())}>
                {t('ontologyHistory.compare.restoreRejected', { count: rejected.size })}
              </button>
            )}
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-gray-500">{t('ontologyHistory.compare.none')}</p>
          ) : (
            <table className="w-full border-collapse text-sm" data-testid="compare-candidates">
              <thead>
                <tr className="border-b border-gray-300 text-left text-gray-600">
                  <th className="py-1 pr-3 font-medium">{t('ontologyHistory.compare.score')}</th>
                  <th className="py-1 pr-3 font-medium">{t('ontologyHistory.compare.kind')}</th>
                  <th className="py-1 pr-3 font-medium">{t('ontologyHistory.compare.left')}</th>
                  <th className="py-1 pr-3 font-medium">{t('ontologyHistory.compare.right')}</th>
                  <th className="py-1" />
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => {
                  const confirmed = isConfirmed(c);
                  const key = pairKey(c);
                  return (
                    <tr key={key} className={`border-b border-gray-100 ${confirmed ? 'bg-green-50' : ''}`} data-testid="compare-row" data-confirmed={confirmed}>
                      <td className="py-1 pr-3 tabular-nums">{formatNumber(Math.round(c.score * 100))}%</td>
                      <td className="py-1 pr-3 text-gray-600">{t(`ontologyHistory.compare.kinds.${c.kind}`)}</td>
                      <td className="py-1 pr-3">{c.leftName}</td>
                      <td className="py-1 pr-3">{c.rightName}</td>
                      <td className="py-1 text-right whitespace-nowrap">
                        {confirmed ? (
                          <>
                            <span className="mr-2 text-green-800">{t('ontologyHistory.compare.isConfirmed')}</span>
                            <button type="button" className="rounded border border-gray-300 px-2 py-0.5 text-xs hover:border-primary" disabled={busy !== null} onClick={() => void act(c, 'undo')}>
                              {t('ontologyHistory.compare.undo')}
                            </button>
                          </>
                        ) : (
                          <>
                            <button type="button" className="mr-1 rounded bg-primary px-2 py-0.5 text-xs text-white disabled:opacity-50" disabled={busy !== null} onClick={() => void act(c, 'confirm')}>
                              {t('ontologyHistory.compare.confirm')}
                            </button>
                            <button type="button" className="rounded border border-gray-300 px-2 py-0.5 text-xs hover:border-red-400" disabled={busy !== null} onClick={() => setRejected((s) => new Set(s).add(key))}>
                              {t('ontologyHistory.compare.reject')}
                            </button>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </WorkbenchPage>
  );
}
