import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { apiFetch } from '../../api/apiFetch';
import { pingResultSchema } from '../../../realtime/protocol/shell/status';
import { shellState } from '../../state/shellState';
import { showMessage } from '../../state/messageStore';
import { ServicePageFrame } from './ServicePageFrame';
import { ServiceStatusList } from './ServiceStatusList';
import { leaveStatusScreen } from '../status/screenPaths';
import { primaryButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

/**
 * Route LimitedOperationMode: where non-admins wait while the backend is RED or unreachable.
 * `onRecovered` replaces going back to the screen the user came from (the app, when it could not
 * start at all, starts again instead).
 */
export default function LimitedOperationModePage({ onRecovered = leaveStatusScreen }: { onRecovered?: () => void }) {
  const { t } = useTranslation();
  const { backendStatus } = useSnapshot(shellState);
  const [checking, setChecking] = useState(false);

  async function retry() {
    setChecking(true);
    try {
      const status = pingResultSchema.parse(await apiFetch<unknown>('public/ping'));
      shellState.backendStatus = status;
      if (status.status === 'RED') {
        showMessage({ kind: 'warning', text: t('pages.limited.stillLimited') });
        return;
      }
      onRecovered();
    } catch (e) {
      showMessage({ kind: 'error', text: t('pages.checkFailed', { error: errorText(e) }) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <ServicePageFrame testId="limited-mode-page" icon="pulse" title={t('pages.limited.title')} fullScreen>
      <p className="text-gray-700">{t('pages.limited.message')}</p>
      <p className="text-sm text-gray-600">{t('pages.limited.explanation')}</p>
      <ServiceStatusList status={backendStatus} />
      <div>
        <button type="button" className={primaryButton} disabled={checking} onClick={() => void retry()}>
          {t('pages.checkAgain')}
        </button>
      </div>
    </ServicePageFrame>
  );
}
