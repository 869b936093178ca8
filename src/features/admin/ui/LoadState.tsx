import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../api/adminRequest';
import { Button } from '../../../components/Button';

type Props = { loading?: boolean; error: unknown; empty?: boolean; onRetry: () => void };

/** What a list shows while it loads, when loading failed (with a retry) or when it is empty. */
export function LoadState({ loading = false, error, empty = false, onRetry }: Props) {
  const { t } = useTranslation();
  if (error) {
    const reason = serverErrorText(error);
    return (
      <div role="alert" className="flex items-center gap-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {reason === null ? t('admin.common.loadFailedShort') : t('admin.common.loadFailed', { error: reason })}
        <Button onClick={onRetry}>{t('admin.common.retry')}</Button>
      </div>
    );
  }
  if (loading) return <p className="text-sm text-gray-500">{t('admin.common.loading')}</p>;
  if (empty) return <p className="text-sm text-gray-500">{t('admin.common.empty')}</p>;
  return null;
}
