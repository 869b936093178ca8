import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const TIPS = ['forms', 'prefix', 'all', 'phrase', 'or', 'exclude'] as const;

/** How to search, beside the FAQ search: what people would otherwise learn by trial. */
export function SearchTips({ query }: { query: string }) {
  const { t } = useTranslation();
  const everywhere = query ? `/osa-search?q=${encodeURIComponent(query)}` : '/osa-search';
  return (
    <aside className="rounded border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700" data-testid="search-tips">
      <h2 className="mb-1.5 font-semibold text-gray-900">{t('search.tips.title')}</h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`search.tips.${tip}`)}</li>
        ))}
      </ul>
      <p className="mt-2">
        {t('search.tips.everywhere')}{' '}
        <Link to={everywhere} className="text-primary hover:underline">
          {t('search.everywhere')}
        </Link>
      </p>
    </aside>
  );
}
