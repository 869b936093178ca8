import { useTranslation } from 'react-i18next';
import { StateBadge } from '../ui/StateBadge';
import { STATE_TONES } from './stateTones';

/** The rule of domain spec §5, next to the list it explains. */
export function ValidityLegend() {
  const { t } = useTranslation();
  return (
    <details className="rounded border border-gray-200 bg-white px-3 py-2 text-sm text-gray-700" open>
      <summary className="cursor-pointer font-medium text-gray-800">{t('admin.assignments.legend.title')}</summary>
      <p className="mt-2">{t('admin.assignments.legend.rule')}</p>
      <ul className="mt-1 list-disc pl-5">
        <li>{t('admin.assignments.legend.holder')}</li>
        <li>{t('admin.assignments.legend.role')}</li>
        <li>{t('admin.assignments.legend.notSuspended')}</li>
        <li>{t('admin.assignments.legend.until')}</li>
        <li>{t('admin.assignments.legend.object')}</li>
      </ul>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {(['active', 'suspended', 'expired'] as const).map((state) => (
          <span key={state} className="flex items-center gap-1.5">
            <StateBadge tone={STATE_TONES[state]}>{t(`admin.assignments.states.${state}`)}</StateBadge>
            <span className="text-gray-600">{t(`admin.assignments.legend.${state}`)}</span>
          </span>
        ))}
      </div>
    </details>
  );
}
