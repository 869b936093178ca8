import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { ServiceStatusList } from '../../shell/pages/ServiceStatusList';
import { DashboardWidget } from './DashboardWidget';

/** The backend's services as the status poll last saw them (refreshed every 10 s by the shell), in the interface language. */
export function BackendStatusWidget() {
  const { t } = useTranslation();
  const { backendStatus } = useSnapshot(shellState);
  return (
    <DashboardWidget title={t('dashboard.backend.title')} icon="pulse" testId="backend-status-widget">
      <ServiceStatusList status={backendStatus} />
    </DashboardWidget>
  );
}
