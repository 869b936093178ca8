import { useTranslation } from 'react-i18next';
import { FRONTEND_VERSION } from '../../state/shellState';
import { DialogFrame } from './DialogFrame';
import { primaryButton } from '../../components/buttonClasses';

export type WhatsNewDialogProps = { open: boolean; onClose: () => void };

/** The topics of this release, in the order the dialog lists them (texts in dialogs.whatsNew.items). */
const RELEASE_TOPICS = ['shell', 'navigation', 'admin', 'quickLaunch', 'recentLinks', 'plugins'] as const;

/** What this version of the platform brings. */
export function WhatsNewDialog({ open, onClose }: WhatsNewDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('dialogs.whatsNew.title', { version: FRONTEND_VERSION })}
      testId="whats-new-dialog"
      wide
      actions={
        <button type="button" className={primaryButton} onClick={onClose}>
          {t('dialogs.close')}
        </button>
      }
    >
      <ul className="flex flex-col gap-3">
        {RELEASE_TOPICS.map((topic) => (
          <li key={topic}>
            <p className="font-medium text-gray-900">{t(`dialogs.whatsNew.items.${topic}.title`)}</p>
            <p className="text-sm text-gray-600">{t(`dialogs.whatsNew.items.${topic}.text`)}</p>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
