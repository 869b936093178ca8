import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { formatNumber } from '../../../../i18n/format';

type Props = { offset: number; limit: number; total: number; onOffset: (offset: number) => void };

/** Previous / next and "1–30 of 245"; nothing when everything fits on one page. */
export function ListPager({ offset, limit, total, onOffset }: Props) {
  const { t } = useTranslation();
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <div className="flex items-center gap-2 text-sm text-gray-700" data-testid="sdoc-pager">
      <Button disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))} data-testid="sdoc-prev">
        {t('sdocEditor.list.prev')}
      </Button>
      <span>{t('sdocEditor.list.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}</span>
      <Button disabled={to >= total} onClick={() => onOffset(offset + limit)} data-testid="sdoc-next">
        {t('sdocEditor.list.next')}
      </Button>
    </div>
  );
}
