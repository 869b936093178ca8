/**
 * The instances explored lately, newest first, kept in this browser: the start screen offers them.
 * A failure to read or write storage only loses the list (logged to the console).
 */
export type ExploredEntry = { id: string; caption: string };

export const RECENT_MAX = 10;
export const RECENT_STORAGE_KEY = 'osawl-fact-explorer-recent';

/** The list with `entry` first (once), cut to `max`. */
export function rememberExplored(list: readonly ExploredEntry[], entry: ExploredEntry, max = RECENT_MAX): ExploredEntry[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, max);
}

export function parseExplored(text: string | null): ExploredEntry[] {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return raw.filter((e): e is ExploredEntry => typeof e === 'object' && e !== null && typeof (e as ExploredEntry).id === 'string' && typeof (e as ExploredEntry).caption === 'string').slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function loadExplored(storage: KeyValueStore = localStorage): ExploredEntry[] {
  try {
    return parseExplored(storage.getItem(RECENT_STORAGE_KEY));
  } catch (error) {
    console.error('recently explored instances could not be read', error);
    return [];
  }
}

export function saveExplored(entry: ExploredEntry, storage: KeyValueStore = localStorage): ExploredEntry[] {
  const list = rememberExplored(loadExplored(storage), entry);
  try {
    storage.setItem(RECENT_STORAGE_KEY, JSON.stringify(list));
  } catch (error) {
    console.error('recently explored instances could not be saved', error);
  }
  return list;
}
