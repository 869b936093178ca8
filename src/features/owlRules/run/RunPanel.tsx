import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem } from '../../../components/Problem';
import { formatNumber } from '../../../i18n/format';
import { RULE_RESULT_ROWS, type RunOwlRule, type RunOwlRuleAnswer } from '../../../../realtime/protocol/owlRules';
import { runRule } from '../api/rulesApi';
import { ruleRefusal, wasAborted } from '../api/ruleRefusal';
import { problemMessage } from '../model/problemWords';
import type { RuleCatalog } from '../model/ruleCatalog';
import { paramsOf, type StructureDraft } from '../model/ruleStructure';
import { FIELD, SECTION, SECTION_TITLE } from '../editor/editorLook';
import { RunTable } from './RunTable';

type Props = {
  /** The stored rule, or the editor's draft when it has unsaved changes (run as it stands). */
  target: { id: string } | { draft: Pick<RunOwlRule, 'kind' | 'swrl' | 'json_str'> };
  structure: StructureDraft;
  catalog: RuleCatalog | null;
  /** The text does not parse or type: running it would only repeat the problems. */
  blocked: boolean;
};

/**
 * "Run": the first rows of what the rule derives (domain spec §9: 50), with the rule's parameters
 * asked first. A run in progress shows the time it has taken and can be stopped.
 */
export function RunPanel({ target, structure, catalog, blocked }: Props) {
  const { t, i18n } = useTranslation();
  const params = paramsOf(structure);
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<RunOwlRuleAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => () => abort.current?.abort(), []);

  async function run() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setSeconds(0);
    setProblem(null);
    try {
      // a value that reads as a number is compared as one
      const given = Object.fromEntries(params.map((p) => [p, values[p] ?? ''])) as Record<string, string>;
      const typed = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v.trim() !== '' && Number.isFinite(Number(v.replace(',', '.'))) ? Number(v.replace(',', '.')) : v]));
      setAnswer(await runRule(target, typed, controller.signal));
    } catch (error) {
      if (wasAborted(error)) {
        setProblem(t('owlRules.run.stopped'));
        return;
      }
      const refusal = ruleRefusal(error);
      setAnswer(null);
      setProblem(refusal.problems.length > 0 ? refusal.problems.map((p) => problemMessage(p, i18n.language, t)).join('\n') : refusal.message);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setRunning(false);
      }
    }
  }

  return (
    <section className={SECTION} data-testid="rule-run">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className={SECTION_TITLE}>{t('owlRules.run.title')}</h2>
        {params.map((p) => (
          <label key={p} className="flex items-center gap-1 text-sm">
            {p}
            <input className={`${FIELD} w-32`} value={values[p] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [p]: e.target.value }))} data-testid={`rule-param-${p}`} />
          </label>
        ))}
        <span className="ml-auto flex items-center gap-2">
          {running && (
            <span className="text-xs text-gray-600" role="status" data-testid="rule-run-progress">
              {t('owlRules.run.running', { seconds })}
            </span>
          )}
          {running ? (
            <Button variant="danger" onClick={() => abort.current?.abort()} data-testid="rule-run-stop">
              {t('owlRules.run.stop')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => void run()} disabled={blocked} title={blocked ? t('owlRules.run.blocked') : undefined} data-testid="rule-run-start">
              {t('owlRules.run.start')}
            </Button>
          )}
        </span>
      </div>
      {'draft' in target && <p className="text-xs text-gray-500">{t('owlRules.run.draftNote')}</p>}
      <Problem text={problem} testId="rule-run-problem" multiline />
      {answer && (
        <>
          <p className="text-sm text-gray-700" data-testid="rule-run-summary">
            {answer.total === 0
              ? t('owlRules.run.nothing')
              : answer.total > RULE_RESULT_ROWS
                ? t('owlRules.run.more', { shown: RULE_RESULT_ROWS, total: formatNumber(answer.total) })
                : t('owlRules.run.all', { count: answer.total })}
          </p>
          {answer.rows.length > 0 && <RunTable answer={answer} structure={structure} catalog={catalog} />}
        </>
      )}
    </section>
  );
}
