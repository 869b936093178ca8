import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../i18n/format';
import { Button } from '../../../../components/Button';
import { PAGE_SIZES } from './pageSize';

type Props = { offset: number; limit: number; total: number; onOffset: (offset: number) => void; sizeChoice: number; onSizeChoice: (size: number) => void };

/** Previous / next, "1–30 of 2 747" and the page size choice. */
export function Pager({ offset, limit, total, onOffset, sizeChoice, onSizeChoice }: Props) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <Button disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        {t('classes.common.prev')}
      </Button>
      <span data-testid="pager-range">{t('classes.common.pageOf', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}</span>
      <Button disabled={to >= total} onClick={() => onOffset(offset + limit)}>
        {t('classes.common.next')}
      </Button>
      <label className="ml-4 flex items-center gap-1">
        {t('classes.common.pageSize')}
        <select className="rounded border border-gray-300 px-1 py-0.5" value={sizeChoice} onChange={(e) => onSizeChoice(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size === 0 ? t('classes.common.pageSizeAuto') : size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
