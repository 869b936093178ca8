import { useSyncExternalStore } from 'react';
import type { EditRightsAnswer } from '../../../../realtime/protocol/ontology/rights';
import { editRightsStore } from './editRightsStore';

export type EditRightsView = {
  /** null until the first answer. */
  rights: EditRightsAnswer | null;
  /** Grows with every answer: a dependency for loads whose rows carry read-only flags. */
  version: number;
  /** May change anything at all: otherwise the ontology is shown for reading. */
  maySomething: boolean;
  /** May change everything (an administrator or a global editor): create maps, share them. */
  mayAll: boolean;
  /** May change what belongs to this map. */
  mayEditMap: (mapId: string) => boolean;
};

/** The signed-in user's rights to change the ontology, kept up to date live. */
export function useEditRights(): EditRightsView {
  const { rights, version } = useSyncExternalStore(editRightsStore.subscribe, editRightsStore.snapshot);
  const mayAll = rights?.all ?? false;
  return {
    rights,
    version,
    maySomething: mayAll || (rights?.maps.length ?? 0) > 0,
    mayAll,
    mayEditMap: (mapId) => mayAll || (rights?.maps.some((m) => m.id === mapId) ?? false),
  };
}
