import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { formatNumber } from '../../i18n/format';
import type { PagerModel } from './dataTableTypes';

/** Previous, "1–30 of 2 747", next: the pager of a paged table that brings none of its own. */
export function DataTablePager({ pager }: { pager: PagerModel }) {
  const { t } = useTranslation();
  if (pager.pages <= 1) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <Button disabled={!pager.canPrevious} onClick={() => pager.goTo(pager.offset - pager.limit)}>
        {t('common.table.previous')}
      </Button>
      <span data-testid="pager-range">{t('common.table.range', { from: formatNumber(pager.from), to: formatNumber(pager.to), total: formatNumber(pager.total) })}</span>
      <Button disabled={!pager.canNext} onClick={() => pager.goTo(pager.offset + pager.limit)}>
        {t('common.table.next')}
      </Button>
    </div>
  );
}
