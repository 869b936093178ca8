import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { Button } from '../../../components/Button';

export function Pager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 text-sm text-gray-600">
      <span>{t('admin.queryHistory.total', { count: total, formatted: formatNumber(total) })}</span>
      <div className="ml-auto flex items-center gap-2">
        <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('admin.common.previous')}
        </Button>
        <span>{t('admin.common.pageOf', { page, pages })}</span>
        <Button onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('admin.common.next')}
        </Button>
      </div>
    </div>
  );
}
