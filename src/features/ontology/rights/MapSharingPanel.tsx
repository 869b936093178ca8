import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import type { MapSharing } from '../../../../realtime/protocol/ontology/rights';
import { fetchMapSharing, shareMap, unshareMap } from './rightsApi';
import { SharingUserPicker } from './SharingUserPicker';
import { useEditRights } from './useEditRights';

/** A map's sharing, like a project's: who may change it (and why), who reads it; editors added and removed in place. */
export function MapSharingPanel({ mapId }: { mapId: string }) {
  const { t } = useTranslation();
  const { version } = useEditRights();
  const loaded = useLoad(() => fetchMapSharing(mapId), [mapId, version]);
  const [shown, setShown] = useState<MapSharing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sharing = shown?.mapId === mapId ? shown : loaded.data;
  const act = (call: Promise<MapSharing>) =>
    call.then(
      (next) => (setShown(next), setProblem(null)),
      (error: unknown) => setProblem(problemText(error)),
    );

  if (loaded.error) return <Problem text={t('rights.sharing.failed')} />;
  if (!sharing) return <p className="text-sm text-gray-500">{t('rights.sharing.loading')}</p>;
  return (
    <section className="flex flex-col gap-2 rounded border border-gray-200 p-3" aria-label={t('rights.sharing.title')} data-testid="map-sharing">
      <h3 className="text-sm font-semibold">{t('rights.sharing.title')}</h3>
      <h4 className="text-xs font-medium uppercase text-gray-500">{t('rights.sharing.editors')}</h4>
      <ul className="flex flex-col gap-1">
        {sharing.editors.map((editor) => (
          <li key={editor.userId} className="flex items-center gap-2 text-sm" data-testid="map-editor">
            <span className="font-medium">{editor.name}</span>
            <span className="text-gray-500">— {t(`rights.sharing.via.${editor.via}`, { group: editor.group ?? '' })}</span>
            {sharing.mayShare && editor.via === 'map' && (
              <Button variant="dangerLink" onClick={() => void act(unshareMap(mapId, editor.userId))}>
                {t('rights.sharing.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {sharing.mayShare ? <SharingUserPicker mapId={mapId} editors={sharing.editors.map((e) => e.userId)} onPick={(userId) => void act(shareMap(mapId, userId))} /> : <p className="text-xs text-gray-500">{t('rights.sharing.onlyAdmins')}</p>}
      <Problem text={problem} />
      <h4 className="text-xs font-medium uppercase text-gray-500">{t('rights.sharing.readers')}</h4>
      <ul className="flex flex-col gap-1 text-sm">
        <li>{t('rights.sharing.readersAll', { count: sharing.readerCount })}</li>
        {sharing.publicDocumentation && <li>{t('rights.sharing.publicDoc')}</li>}
      </ul>
    </section>
  );
}
