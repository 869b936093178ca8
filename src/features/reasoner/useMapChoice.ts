import { useEffect, useState } from 'react';
import { fetchMapChoices, fetchMapsOf, type MapChoice } from './reasonerApi';

const LAST_MAP_KEY = 'reasoner-map';

/**
 * Which map's inferences a screen shows: the map the entity is placed in when there is one, else
 * the map chosen last time, else the first; the choice is remembered for the next screen.
 */
export type MapsState = 'loading' | 'ready' | 'failed';

export function useMapChoice(lang: string, entityId?: string): { maps: MapChoice[]; mapsState: MapsState; mapId: string | null; choose: (id: string) => void } {
  const [maps, setMaps] = useState<MapChoice[]>([]);
  const [mapsState, setMapsState] = useState<MapsState>('loading');
  const [mapId, setMapId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([fetchMapChoices(lang), entityId ? fetchMapsOf(entityId) : Promise.resolve([])]).then(
      ([all, own]) => {
        if (!live) return;
        setMaps(all);
        setMapsState('ready');
        const known = new Set(all.map((m) => m.id));
        const last = localStorage.getItem(LAST_MAP_KEY);
        setMapId((current) => (current && known.has(current) ? current : (own.find((id) => known.has(id)) ?? (last && known.has(last) ? last : (all[0]?.id ?? null)))));
      },
      () => {
        if (live) setMapsState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [lang, entityId]);
  const choose = (id: string) => {
    localStorage.setItem(LAST_MAP_KEY, id);
    setMapId(id);
  };
  return { maps, mapsState, mapId, choose };
}
