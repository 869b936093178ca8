import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem } from '../../../components/Problem';
import { formatNumber } from '../../../i18n/format';
import type { FcaAnalysis } from './useFcaAnalysis';

function ProgressBar({ fraction, label, onStop, testId }: { fraction: number; label: string; onStop: () => void; testId: string }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <div className="flex items-center gap-2">
        <div className="h-2 flex-1 overflow-hidden rounded bg-gray-200" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <Button variant="danger" onClick={onStop} data-testid="fca-stop">
          {t('fca.compute.stop')}
        </Button>
      </div>
      <p className="text-xs text-gray-700" role="status">
        {label}
      </p>
    </div>
  );
}

/** How the computation stands: progress and Stop, the offer of the server, and what the result holds. */
export function ComputeStatus({ analysis }: { analysis: FcaAnalysis }) {
  const { t } = useTranslation();
  const { browser, server, result } = analysis;
  const run = server.run;
  const serverBusy = run && (run.state === 'queued' || run.state === 'running');

  if (serverBusy) {
    return (
      <ProgressBar
        fraction={run.progress}
        label={t(`fca.compute.server.${run.state}`, { concepts: formatNumber(run.concepts) })}
        onStop={analysis.stopServer}
        testId="fca-server-progress"
      />
    );
  }
  if (browser.state === 'running' && !result) {
    return <ProgressBar fraction={browser.fraction} label={t(`fca.compute.step.${browser.step}`, { concepts: formatNumber(browser.concepts) })} onStop={analysis.stop} testId="fca-progress" />;
  }
  if (result) {
    const figures = t('fca.compute.figures', {
      concepts: formatNumber(result.lattice.concepts.length),
      covers: formatNumber(result.lattice.covers.length),
      implications: result.implications ? formatNumber(result.implications.length) : '—',
    });
    return (
      <div className="flex flex-col gap-1 text-sm text-gray-700" data-testid="fca-result-status">
        <p>
          {figures}
          {result.origin === 'server' && ` ${t('fca.compute.byServer')}`}
        </p>
        {result.minExtent > 0 && <p className="text-amber-800">{t('fca.compute.iceberg', { count: result.minExtent, shown: formatNumber(result.minExtent) })}</p>}
        {result.implicationsPending && browser.state === 'done' && (
          <ProgressBar fraction={browser.fraction} label={t('fca.compute.step.implications')} onStop={analysis.stop} testId="fca-progress" />
        )}
        {result.implications === null && !result.implicationsPending && (
          <p className="flex items-center gap-2 text-amber-800">
            {t(result.origin === 'server' ? 'fca.compute.noImplications' : 'fca.compute.implicationsStopped')}
            {result.origin === 'browser' && (
              <Button onClick={analysis.restart} data-testid="fca-restart">
                {t('fca.compute.restart')}
              </Button>
            )}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="fca-compute-state">
      {analysis.needsServer && (
        <div className="flex flex-wrap items-center gap-3 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="fca-too-large">
          <span>{t('fca.compute.tooLarge')}</span>
          <Button variant="primary" onClick={analysis.startServer} data-testid="fca-run-server">
            {t('fca.compute.runOnServer')}
          </Button>
        </div>
      )}
      {run?.state === 'stopped' && <p className="text-sm text-gray-700">{t('fca.compute.serverStopped')}</p>}
      {run?.state === 'failed' && <Problem text={run.error ?? t('fca.compute.serverFailed')} />}
      <Problem text={server.problem} />
      {browser.state === 'stopped' && (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          {t('fca.compute.stopped')}
          <Button onClick={analysis.restart} data-testid="fca-restart">
            {t('fca.compute.restart')}
          </Button>
        </p>
      )}
      {browser.state === 'failed' && <Problem text={t('fca.compute.failed', { message: browser.message })} />}
    </div>
  );
}
