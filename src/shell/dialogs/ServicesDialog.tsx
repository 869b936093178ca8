import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { ServiceStatusList } from '../pages/ServiceStatusList';
import { DialogFrame } from './DialogFrame';
import { primaryButton } from '../../components/buttonClasses';

export type ServicesDialogProps = { open: boolean; onClose: () => void };

/**
 * The main menu's "Services" when the installation names no services portal (SERVICES_URL): the
 * platform's own services and how they are doing, as the status poll last saw them.
 */
export function ServicesDialog({ open, onClose }: ServicesDialogProps) {
  const { t } = useTranslation();
  const { backendStatus } = useSnapshot(shellState);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('dialogs.services.title')}
      testId="services-dialog"
      actions={
        <button type="button" className={primaryButton} onClick={onClose}>
          {t('dialogs.close')}
        </button>
      }
    >
      <p className="text-sm text-gray-600">{t('dialogs.services.intro')}</p>
      <ServiceStatusList status={backendStatus} />
    </DialogFrame>
  );
}
