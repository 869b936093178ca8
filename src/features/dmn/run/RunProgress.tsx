import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { formatNumber } from '../../../i18n/format';
import type { RunStatus } from '../../../../realtime/protocol/dmn';
import { progressPercent } from './runSource';

/** How far the run is (done of total), what it came to, and a Stop button while it runs. */
export function RunProgress({ status, onStop }: { status: RunStatus; onStop: () => void }) {
  const { t } = useTranslation();
  const percent = progressPercent(status.done, status.total);
  const seconds = formatNumber(status.ms / 1000, 1);
  return (
    <div className="flex flex-col gap-1" data-testid="dmn-run-progress" data-state={status.state}>
      <div className="flex items-center gap-2">
        <div className="h-2 flex-1 overflow-hidden rounded bg-gray-200" role="progressbar" aria-valuemin={0} aria-valuemax={status.total} aria-valuenow={status.done}>
          <div className={`h-full ${status.state === 'failed' ? 'bg-red-500' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
        </div>
        {status.state === 'running' && (
          <Button variant="danger" onClick={onStop} data-testid="dmn-run-stop">
            {t('dmn.run.stop')}
          </Button>
        )}
      </div>
      <p className="text-xs text-gray-700" role="status" data-testid="dmn-run-state">
        {t(`dmn.run.state.${status.state}`, { done: formatNumber(status.done), total: formatNumber(status.total), seconds })}
        {status.failed > 0 && ` ${t('dmn.run.failedRows', { count: status.failed, shown: formatNumber(status.failed) })}`}
      </p>
      {status.error && (
        <p role="alert" className="text-sm text-red-800">
          {status.error}
        </p>
      )}
    </div>
  );
}
