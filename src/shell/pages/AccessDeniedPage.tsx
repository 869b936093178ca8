import { useTranslation } from 'react-i18next';
import { HomeButton, ServicePageFrame } from './ServicePageFrame';

/** Where the guard sends a user who may not open a screen (blocked, disabled, admin-only, outside edu). */
export default function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <ServicePageFrame testId="access-denied-page" icon="shield" title={t('pages.accessDenied.title')}>
      <p className="text-gray-700">{t('pages.accessDenied.explanation')}</p>
      <HomeButton />
    </ServicePageFrame>
  );
}
