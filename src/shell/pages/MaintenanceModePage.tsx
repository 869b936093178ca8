import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { readMaintenanceMode, type MaintenanceMode } from '../maintenance/maintenanceApi';
import { shellState } from '../../state/shellState';
import { showMessage } from '../../state/messageStore';
import { ServicePageFrame } from './ServicePageFrame';
import { primaryButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

async function fetchMaintenance(): Promise<MaintenanceMode> {
  const state = await readMaintenanceMode();
  shellState.maintenance = state;
  return state;
}

/** Route MaintenanceMode: where non-admins wait while the platform is serviced. */
export default function MaintenanceModePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { maintenance } = useSnapshot(shellState);
  const [checking, setChecking] = useState(false);

  // opened directly (or after a reload) the announcement is not known yet
  useEffect(() => {
    fetchMaintenance().catch((e: unknown) => console.error('Could not read the maintenance mode', e));
  }, []);

  async function checkAgain() {
    setChecking(true);
    try {
      const state = await fetchMaintenance();
      if (state.enabled) showMessage({ kind: 'info', text: t('pages.maintenance.stillOn') });
      else navigate('/', { replace: true });
    } catch (e) {
      showMessage({ kind: 'error', text: t('pages.checkFailed', { error: errorText(e) }) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <ServicePageFrame testId="maintenance-page" icon="terminal" title={t('pages.maintenance.title')} fullScreen>
      <p className="text-gray-700">{t('pages.maintenance.explanation')}</p>
      {maintenance.message && (
        <blockquote className="rounded border-l-4 border-primary bg-primary-light px-4 py-3 text-gray-800" data-testid="maintenance-message">
          <span className="mb-1 block text-xs font-semibold uppercase text-primary">{t('pages.maintenance.announcement')}</span>
          {maintenance.message}
        </blockquote>
      )}
      <div>
        <button type="button" className={primaryButton} disabled={checking} onClick={() => void checkAgain()}>
          {t('pages.checkAgain')}
        </button>
      </div>
    </ServicePageFrame>
  );
}
