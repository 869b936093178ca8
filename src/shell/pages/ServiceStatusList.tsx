import { useTranslation } from 'react-i18next';
import type { PingResult, ServiceStatus } from '../../../realtime/protocol/shell/status';
import { formatNumber } from '../../i18n/format';
import { serviceNameKey, serviceStatusKey, showsProblem } from './serviceNames';

const STATUS_COLOURS: Record<string, string> = {
  GREEN: 'bg-green-100 text-green-800',
  YELLOW: 'bg-yellow-100 text-yellow-800',
  RED: 'bg-red-100 text-red-800',
};

/** A ping result as the shell state holds it (a read-only valtio snapshot). */
export type ShownStatus = { readonly status: PingResult['status']; readonly services: ReadonlyArray<Readonly<ServiceStatus>> };

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status] ?? 'bg-gray-100 text-gray-700'}`}>{t(serviceStatusKey(status))}</span>;
}

/**
 * The platform's services as the status poll last saw them — the services dialog, the limited-mode
 * page and the dashboard's card show this one list: each service by what it does for the user, its
 * state in words, the server's technical detail only as a tooltip.
 */
export function ServiceStatusList({ status }: { status: ShownStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <p className="text-sm text-gray-500">{t('pages.services.unknown')}</p>;
  return (
    <div className="flex flex-col gap-2" data-testid="service-status">
      <p className="flex items-center gap-2 text-sm">
        {t('pages.services.overall')}
        <StatusBadge status={status.status} />
      </p>
      <ul className="flex flex-col divide-y divide-gray-100 text-sm">
        {status.services.map((service) => {
          const key = serviceNameKey(service.name);
          return (
            <li key={service.name} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-1.5" data-testid="service-row" title={service.message}>
              <span className="min-w-32 flex-1 font-medium">{key ? t(key) : service.name}</span>
              <StatusBadge status={service.status} />
              <span className="text-xs text-gray-500">{t('pages.services.latency', { ms: formatNumber(Math.round(service.latencyMs)) })}</span>
              {showsProblem(service.status) && <span className="w-full text-xs text-red-700">{t('pages.services.down')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
