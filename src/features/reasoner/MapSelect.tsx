import { useTranslation } from 'react-i18next';
import type { MapChoice } from './reasonerApi';

export function MapSelect({ maps, mapId, onChoose }: { maps: MapChoice[]; mapId: string | null; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {t('reasoner.map')}
      <select className="rounded border border-gray-300 px-2 py-1 text-sm" value={mapId ?? ''} onChange={(e) => onChoose(e.target.value)} data-testid="reasoner-map">
        {mapId === null && <option value="">{t('reasoner.chooseMap')}</option>}
        {maps.map((m) => (
          <option key={m.id} value={m.id}>
            {m.caption}
          </option>
        ))}
      </select>
    </label>
  );
}
