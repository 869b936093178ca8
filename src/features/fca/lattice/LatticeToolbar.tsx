import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { formatNumber } from '../../../i18n/format';
import type { ZoomPan } from './useZoomPan';
import { LATTICE_COLOURS } from './latticeDrawing';

type Props = {
  objectCount: number;
  conceptCount: number;
  shownCount: number;
  minExtent: number;
  onMinExtent: (value: number) => void;
  collapsedCount: number;
  onExpandAll: () => void;
  labelsHidden: boolean;
  zoom: ZoomPan;
  onExportSvg: () => void;
  onExportPng: () => void;
};

/** Above the lattice: the support filter, what is shown, zoom buttons and the exports. */
export function LatticeToolbar({ objectCount, conceptCount, shownCount, minExtent, onMinExtent, collapsedCount, onExpandAll, labelsHidden, zoom, onExportSvg, onExportPng }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  // the slider moves at once, the lattice follows when it rests: a big lattice takes a moment to lay out
  const [draft, setDraft] = useState(minExtent);
  const [shownValue, setShownValue] = useState(minExtent);
  if (shownValue !== minExtent) {
    setShownValue(minExtent);
    setDraft(minExtent);
  }
  useEffect(() => {
    if (draft === minExtent) return;
    const timer = setTimeout(() => onMinExtent(draft), 250);
    return () => clearTimeout(timer);
  }, [draft, minExtent, onMinExtent]);
  const share = objectCount > 0 ? (draft / objectCount) * 100 : 0;
  const set = (raw: string) => {
    const value = Math.round(Number(raw));
    if (Number.isFinite(value)) setDraft(Math.min(objectCount, Math.max(0, value)));
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-200 bg-gray-50 px-3 py-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="text-gray-700">
          {t('fca.lattice.minSupport')}
        </label>
        <input
          type="range"
          min={0}
          max={objectCount}
          value={draft}
          onChange={(event) => set(event.target.value)}
          aria-label={t('fca.lattice.minSupport')}
          className="w-28"
        />
        <input
          id={inputId}
          type="number"
          min={0}
          max={objectCount}
          value={draft}
          onChange={(event) => set(event.target.value)}
          className="w-20 rounded border border-gray-300 px-1 py-0.5"
          data-testid="lattice-min-support"
        />
        <span className="text-gray-500">{t('fca.lattice.minSupportShare', { share: formatNumber(share, 1) })}</span>
      </div>
      <span className="text-gray-600" data-testid="lattice-shown">
        {t('fca.lattice.shown', { shown: formatNumber(shownCount), count: conceptCount, total: formatNumber(conceptCount) })}
      </span>
      {collapsedCount > 0 && (
        <Button variant="link" onClick={onExpandAll}>
          {t('fca.lattice.expandAll')}
        </Button>
      )}
      <div className="ml-auto flex items-center gap-1">
        <Button onClick={() => zoom.zoomBy(1.25)} aria-label={t('fca.lattice.zoomIn')} title={t('fca.lattice.zoomIn')}>
          +
        </Button>
        <Button onClick={() => zoom.zoomBy(0.8)} aria-label={t('fca.lattice.zoomOut')} title={t('fca.lattice.zoomOut')}>
          −
        </Button>
        <Button onClick={zoom.fit}>{t('fca.lattice.fit')}</Button>
        <Button onClick={onExportSvg} data-testid="lattice-export-svg">
          {t('fca.lattice.exportSvg')}
        </Button>
        <Button onClick={onExportPng} data-testid="lattice-export-png">
          {t('fca.lattice.exportPng')}
        </Button>
      </div>
      <div className="flex w-full flex-wrap items-center gap-x-4 text-xs text-gray-500">
        <span className="inline-flex items-center gap-1">
          <svg width="12" height="12" aria-hidden="true">
            <path d="M1 6A5 5 0 0 1 11 6Z" fill={LATTICE_COLOURS.attributeHalf} />
            <circle cx="6" cy="6" r="5" fill="none" stroke={LATTICE_COLOURS.nodeStroke} />
          </svg>
          {t('fca.lattice.legendAttributes')}
        </span>
        <span className="inline-flex items-center gap-1">
          <svg width="12" height="12" aria-hidden="true">
            <path d="M1 6A5 5 0 0 0 11 6Z" fill={LATTICE_COLOURS.objectHalf} />
            <circle cx="6" cy="6" r="5" fill="none" stroke={LATTICE_COLOURS.nodeStroke} />
          </svg>
          {t('fca.lattice.legendObjects')}
        </span>
        <span>{t('fca.lattice.hint')}</span>
        {labelsHidden && (
          <span className="text-amber-700" data-testid="lattice-labels-hidden">
            {t('fca.lattice.labelsHidden')}
          </span>
        )}
      </div>
    </div>
  );
}
