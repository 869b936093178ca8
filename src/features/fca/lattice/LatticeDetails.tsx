import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FormalContextWire, LatticeWire } from '../../../../realtime/protocol/fca';
import { formatNumber } from '../../../i18n/format';
import { Button } from '../../../components/Button';

/** A list this long is shown in part: the rest is counted (the concepts table lists everything). */
const LIST_LIMIT = 300;

type Props = {
  concept: number;
  context: FormalContextWire;
  lattice: LatticeWire;
  objectHref?: (objectIndex: number) => string | null;
  upperCount: number;
  lowerCount: number;
  /** Why the concept is not in the drawing, if it is not. */
  hiddenBy: 'filter' | 'collapse' | null;
  collapsed: boolean;
  onToggleCollapse: () => void;
  onShowAll: () => void;
  onClose: () => void;
};

function NameList({ names, testId, render }: { names: number[]; testId: string; render: (index: number) => ReactNode }) {
  const { t } = useTranslation();
  const shown = names.slice(0, LIST_LIMIT);
  return (
    <ul className="mt-1 max-h-64 space-y-0.5 overflow-auto text-sm" data-testid={testId}>
      {shown.map((index) => (
        <li key={index} className="break-words">
          {render(index)}
        </li>
      ))}
      {names.length > shown.length && <li className="text-gray-500">{t('fca.lattice.details.more', { n: formatNumber(names.length - shown.length) })}</li>}
      {names.length === 0 && <li className="text-gray-500">{t('fca.lattice.details.none')}</li>}
    </ul>
  );
}

/** The selected concept: its extent (objects, linked to their instances) and intent (attributes). */
export function LatticeDetails({ concept, context, lattice, objectHref, upperCount, lowerCount, hiddenBy, collapsed, onToggleCollapse, onShowAll, onClose }: Props) {
  const { t } = useTranslation();
  const { extent, intent } = lattice.concepts[concept] ?? { extent: [], intent: [] };
  const objectName = (index: number) => {
    const name = context.objects[index] ?? '';
    const href = objectHref?.(index) ?? null;
    return href ? (
      <Link to={href} className="text-primary hover:underline">
        {name}
      </Link>
    ) : (
      name
    );
  };
  const share = context.objects.length > 0 ? (extent.length / context.objects.length) * 100 : 0;
  return (
    <aside className="flex w-72 shrink-0 flex-col gap-3 overflow-auto border-l border-gray-200 bg-white p-3" data-testid="lattice-details" aria-label={t('fca.lattice.details.title')}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold text-gray-800">{t('fca.lattice.details.concept', { number: formatNumber(concept + 1) })}</h3>
        <Button variant="link" onClick={onClose} aria-label={t('fca.lattice.details.close')}>
          ×
        </Button>
      </div>
      <p className="text-xs text-gray-600">
        {t('fca.lattice.details.support', { count: extent.length, n: formatNumber(extent.length), share: formatNumber(share, 1) })}
        <br />
        {t('fca.lattice.details.related', { upper: formatNumber(upperCount), lower: formatNumber(lowerCount) })}
      </p>
      {hiddenBy && (
        <p className="rounded bg-amber-50 p-2 text-xs text-amber-800">
          {t(hiddenBy === 'filter' ? 'fca.lattice.details.hiddenByFilter' : 'fca.lattice.details.hiddenByCollapse')}{' '}
          <Button variant="link" className="text-xs" onClick={onShowAll}>
            {t('fca.lattice.details.showAll')}
          </Button>
        </p>
      )}
      {!hiddenBy && lowerCount > 0 && (
        <Button onClick={onToggleCollapse} data-testid="lattice-collapse">
          {t(collapsed ? 'fca.lattice.details.expand' : 'fca.lattice.details.collapse')}
        </Button>
      )}
      <section>
        <h4 className="text-xs font-semibold uppercase text-gray-500">{t('fca.lattice.details.extent', { n: formatNumber(extent.length) })}</h4>
        <NameList names={extent} testId="lattice-extent" render={objectName} />
      </section>
      <section>
        <h4 className="text-xs font-semibold uppercase text-gray-500">{t('fca.lattice.details.intent', { n: formatNumber(intent.length) })}</h4>
        <NameList names={intent} testId="lattice-intent" render={(index) => context.attributes[index] ?? ''} />
      </section>
    </aside>
  );
}
