import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText';

/** What a widget shows until its data is there: that it is loading, or why loading failed. */
export function WidgetLoadState({ error, loaded }: { error: unknown; loaded: boolean }) {
  const { t } = useTranslation();
  if (error) return <p className="text-sm text-red-700">{t('dashboard.loadFailed', { error: errorText(error) })}</p>;
  if (!loaded) return <p className="text-sm text-gray-500">{t('dashboard.loading')}</p>;
  return null;
}
