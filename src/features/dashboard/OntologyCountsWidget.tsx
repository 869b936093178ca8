import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../components/useLoad';
import { formatNumber } from '../../i18n/format';
import { DashboardWidget } from './DashboardWidget';
import { fetchOntologyCounts, type OntologyCounts } from './ontologyCounts';
import { WidgetLoadState } from './WidgetLoadState';

const ROWS: Array<{ key: keyof OntologyCounts; path: string }> = [
  { key: 'classes', path: '/class_list' },
  { key: 'objectProperties', path: '/props_list' },
  { key: 'dataProperties', path: '/scalar_list' },
  { key: 'individuals', path: '/examp_list' },
];

/** The size of the ontology: classes, object and scalar properties, individuals. */
export function OntologyCountsWidget({ canOpen }: { canOpen: (path: string) => boolean }) {
  const { t } = useTranslation();
  const { data: counts, error } = useLoad(fetchOntologyCounts, []);

  return (
    <DashboardWidget title={t('dashboard.counts.title')} icon="box" testId="ontology-counts">
      <WidgetLoadState error={error} loaded={counts !== null} />
      {counts && (
        <dl className="grid grid-cols-2 gap-2 text-center">
          {ROWS.map(({ key, path }) => (
            <div key={key} className="rounded bg-primary-light px-2 py-3">
              <dd className="text-2xl font-semibold text-primary" data-testid={`count-${key}`}>
                {formatNumber(counts[key])}
              </dd>
              <dt className="text-xs text-gray-700">
                {canOpen(path) ? (
                  <Link to={path} className="hover:underline">
                    {t(`dashboard.counts.${key}`)}
                  </Link>
                ) : (
                  t(`dashboard.counts.${key}`)
                )}
              </dt>
            </div>
          ))}
        </dl>
      )}
    </DashboardWidget>
  );
}
