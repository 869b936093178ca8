import { useTranslation } from 'react-i18next';
import type { ShownStatus } from '../../shell/pages/ServiceStatusList';
import { formatNumber } from '../../i18n/format';
import { serviceNameKey, serviceStatusKey, showsProblem } from './serviceNames';

const STATUS_COLOURS: Record<string, string> = {
  GREEN: 'bg-green-100 text-green-800',
  YELLOW: 'bg-yellow-100 text-yellow-800',
  RED: 'bg-red-100 text-red-800',
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status] ?? 'bg-gray-100 text-gray-700'}`}>{t(serviceStatusKey(status))}</span>;
}

/** The platform's services by what they do for the user, each with its state in words; the server's technical detail only as a tooltip. */
export function ServiceHealthList({ status }: { status: ShownStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <p className="text-sm text-gray-500">{t('dashboard.backend.unknown')}</p>;
  return (
    <div className="flex flex-col gap-2" data-testid="service-status">
      <p className="flex items-center gap-2 text-sm">
        {t('dashboard.backend.overall')}
        <StatusBadge status={status.status} />
      </p>
      <ul className="flex flex-col divide-y divide-gray-100 text-sm">
        {status.services.map((service) => {
          const key = serviceNameKey(service.name);
          return (
            <li key={service.name} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-1.5" data-testid="service-row" title={service.message}>
              <span className="min-w-32 flex-1 font-medium">{key ? t(key) : service.name}</span>
              <StatusBadge status={service.status} />
              <span className="text-xs text-gray-500">{t('dashboard.backend.latency', { ms: formatNumber(Math.round(service.latencyMs)) })}</span>
              {showsProblem(service.status) && <span className="w-full text-xs text-red-700">{t('dashboard.backend.down')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
