import { useTranslation } from 'react-i18next';

/** What the marks of the inferred hierarchy mean. */
export function ReasonerLegend() {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600" aria-label={t('reasoner.legend.title')} data-testid="reasoner-legend">
      <div className="flex items-center gap-1">
        <dt className="h-3 w-3 rounded-sm border border-gray-300 bg-white" />
        <dd>{t('reasoner.legend.asserted')}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="rounded-full border border-violet-300 bg-violet-100 px-2 text-violet-800">{t('reasoner.inferredBadge')}</dt>
        <dd>{t('reasoner.legend.inferred')}</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="rounded border border-red-300 bg-red-50 px-2 text-red-700">A</dt>
        <dd>{t('reasoner.legend.unsatisfiable')}</dd>
      </div>
    </dl>
  );
}
