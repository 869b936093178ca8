import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HomeButton, ServicePageFrame } from './ServicePageFrame';

/** An address that is neither a route nor a plugin route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ServicePageFrame testId="not-found-page" icon="search" title={t('pages.notFound.title')}>
      <p className="text-gray-700">{t('pages.notFound.explanation')}</p>
      <code className="block break-all rounded bg-gray-100 px-3 py-2 text-sm" data-testid="not-found-path">
        {pathname}
      </code>
      <HomeButton />
    </ServicePageFrame>
  );
}
