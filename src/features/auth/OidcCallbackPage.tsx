import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../api/basePath';

/**
 * The OpenID sign-in callback route of the app. Providers are normally pointed at the API's
 * callback; one configured with this page's address is forwarded there with its query intact.
 */
export default function OidcCallbackPage() {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(`${apiUrl('auth/oidc/callback')}${window.location.search}`);
  }, []);
  return <p className="p-8 text-slate-500">{t('session.loading')}</p>;
}
