import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../../components/useLoad';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { fetchMapClasses, fetchPropertiesAround } from './classGraphApi';
import { fetchMap, type OntologyMapInfo } from './mapsApi';
import type { ClassRecord, PropertyRecord } from '../network/graphRecords';
import { useLiveReload } from './useLiveReload';

export type MapGraphData = { map: OntologyMapInfo | null; classes: ClassRecord[]; total: number; properties: PropertyRecord[] };

/**
 * One ontology map with its classes and the object properties around them, kept live: another
 * user's change to classes, properties or the map reloads it (layout changes excepted — the
 * graph keeps what is drawn).
 */
export function useMapGraph(mapId: string) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const loaded = useLoad(async (): Promise<MapGraphData> => {
    const [map, classSet] = await Promise.all([fetchMap(mapId, lang), fetchMapClasses(mapId)]);
    const properties = await fetchPropertiesAround(
      classSet.classes.map((c) => c.id),
      mapId,
    );
    return { map, classes: classSet.classes, total: classSet.total, properties };
  }, [mapId, lang]);
  useLiveReload([META_CLASS.Class, META_CLASS.ObjectProperty, mapId], loaded.reload, (change) => change.prop === META_PROP.mapLayout);
  return loaded;
}
