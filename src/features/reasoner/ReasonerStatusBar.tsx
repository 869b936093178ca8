import { useTranslation } from 'react-i18next';
import type { ReasonerStatus } from '../../../realtime/protocol/reasoner';
import { Button } from '../../components/Button';
import { formatDateTime, formatNumber } from '../../i18n/format';

type Props = { status: ReasonerStatus; busy: boolean; onRun: () => void; onStop: () => void };

/** Where the run stands: its state, a progress bar with a stop button while it classifies, the last run's figures. */
export function ReasonerStatusBar({ status, busy, onRun, onStop }: Props) {
  const { t } = useTranslation();
  const active = status.state === 'running' || status.state === 'queued';
  const percent = Math.round((status.progress ?? 0) * 100);
  const text =
    status.state === 'done'
      ? t('reasoner.state.done', { date: formatDateTime(status.finishedAt) })
      : status.state === 'failed'
        ? t('reasoner.state.failed', { error: status.error ?? '' })
        : t(`reasoner.state.${status.state}`);
  return (
    <div className="flex flex-col gap-1" data-testid="reasoner-status" data-state={status.state} data-version={status.version}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`text-sm ${status.state === 'failed' ? 'text-red-700' : 'text-gray-700'}`}>{text}</span>
        {status.stats && !active && (
          <span className="text-xs text-gray-500">
            {t('reasoner.stats', { classes: formatNumber(status.stats.classes), axioms: formatNumber(status.stats.axioms), ms: formatNumber(Math.round(status.stats.ms)) })}
          </span>
        )}
        <span className="grow" />
        {active ? (
          <Button variant="danger" onClick={onStop} disabled={busy} data-testid="reasoner-stop">
            {t('reasoner.stop')}
          </Button>
        ) : (
          <Button onClick={onRun} disabled={busy} data-testid="reasoner-run">
            {t('reasoner.run')}
          </Button>
        )}
      </div>
      {active && (
        <div className="flex items-center gap-2" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('reasoner.progress', { percent })}>
          <div className="h-1.5 grow overflow-hidden rounded bg-gray-200">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.max(3, percent)}%` }} />
          </div>
          <span className="text-xs text-gray-600">{t('reasoner.progress', { percent })}</span>
        </div>
      )}
    </div>
  );
}
