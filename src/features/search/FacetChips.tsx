import { useTranslation } from 'react-i18next';
import type { SearchFacet, SearchKind } from '../../../realtime/protocol/search';
import { formatNumber } from '../../i18n/format';

type Props = { facets: SearchFacet[]; selected: SearchKind | null; onSelect: (kind: SearchKind | null) => void };

const chip = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-0.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';
const on = 'border-primary bg-primary text-white';
const off = 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50';

/** Counts of what was found by kind; choosing one narrows the results to it, «Все» shows every kind again. */
export function FacetChips({ facets, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const total = facets.reduce((sum, f) => sum + f.count, 0);
  const item = (kind: SearchKind | null, label: string, count: number) => (
    <button
      key={kind ?? 'all'}
      type="button"
      aria-pressed={selected === kind}
      className={`${chip} ${selected === kind ? on : off}`}
      onClick={() => onSelect(kind)}
      data-testid="search-facet"
      data-kind={kind ?? 'all'}
    >
      {label}
      <span className="tabular-nums opacity-80">{formatNumber(count)}</span>
    </button>
  );
  return (
    <div role="group" aria-label={t('search.facetsLabel')} className="flex flex-wrap gap-2">
      {item(null, t('search.allKinds'), total)}
      {facets.map((f) => item(f.kind, t(`search.facets.${f.kind}`), f.count))}
    </div>
  );
}
