import { proxy } from 'valtio';

/**
 * The user's default subject area (the defaultDomain preference), for screens that start in it;
 * null: all areas. `loaded` turns true once the preference has been read or the user has chosen.
 */
export const defaultDomainState = proxy<{ id: string | null; loaded: boolean }>({ id: null, loaded: false });
