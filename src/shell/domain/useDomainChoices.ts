import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { defaultDomainState } from './defaultDomainState';
import { loadDefaultDomain, loadDomainNames } from './defaultDomainApi';
import { userSubjectAreas } from './domainChoices';
import type { Role } from '../../../realtime/protocol/admin/roles';

export type DomainChoices = {
  /** Subject areas of the user's roles. */
  areas: string[];
  /** The current default (null: all areas). */
  current: string | null;
  /** Names by id; absent while loading or when the area has no name. */
  names: Record<string, string>;
  namesLoaded: boolean;
};

/** Reads the user's default domain when they sign in, and the names of their subject areas. */
export function useDomainChoices(signedIn: boolean, userId: string | null): DomainChoices {
  const { roles, userRoles } = useSnapshot(shellState);
  const { id: current } = useSnapshot(defaultDomainState);
  const areas = useMemo(() => userSubjectAreas(roles as Role[], userRoles), [roles, userRoles]);
  const [named, setNamed] = useState<{ key: string; names: Record<string, string> }>({ key: '', names: {} });

  useEffect(() => {
    if (!signedIn) {
      defaultDomainState.id = null;
      defaultDomainState.loaded = false;
      return;
    }
    let live = true;
    loadDefaultDomain()
      .then((id) => {
        if (live && !defaultDomainState.loaded) defaultDomainState.id = id;
      })
      // like the other shell loads, a failure here is logged only: the button then offers 'all areas'
      .catch((error: unknown) => console.error('failed to load the default domain', error))
      .finally(() => {
        if (live) defaultDomainState.loaded = true;
      });
    return () => {
      live = false;
    };
  }, [signedIn, userId]);

  // the stored default may no longer be among the areas (a role was taken away): its name is still shown
  const wanted = current !== null && !areas.includes(current) ? [...areas, current] : areas;
  const key = wanted.join(',');
  useEffect(() => {
    if (!signedIn || !key) return;
    let live = true;
    loadDomainNames(key.split(','))
      .then((names) => live && setNamed({ key, names }))
      .catch((error: unknown) => {
        console.error('failed to load subject area names', error);
        if (live) setNamed({ key, names: {} });
      });
    return () => {
      live = false;
    };
  }, [signedIn, key]);

  return { areas, current, names: named.names, namesLoaded: named.key === key };
}
