import { valuesKey, type Drafts } from './formModel';

/**
 * Two people on one instance form: when the stored values move (another user saved), a field the
 * local user has not touched takes the new value at once; a field they changed and have not saved
 * keeps their text and is reported as a conflict, so neither change is lost silently.
 */
export type Merge = {
  /** The values the form is now based on (what the server holds, for the fields taken over). */
  base: Drafts;
  /** The form's values after taking over the untouched fields. */
  drafts: Drafts;
  /** Fields changed both here and on the server, differently: the server's values. */
  conflicts: Record<string, Drafts[string]>;
};

export function mergeRemote(base: Drafts, drafts: Drafts, remote: Drafts): Merge {
  const next: Merge = { base: { ...base }, drafts: { ...drafts }, conflicts: {} };
  for (const prop of new Set([...Object.keys(remote), ...Object.keys(base)])) {
    const theirs = remote[prop] ?? [];
    const remoteKey = valuesKey(theirs);
    if (remoteKey === valuesKey(base[prop])) continue;
    const localKey = valuesKey(drafts[prop]);
    if (localKey === valuesKey(base[prop])) {
      next.drafts[prop] = theirs;
      next.base[prop] = theirs;
    } else if (localKey === remoteKey) {
      next.base[prop] = theirs;
    } else {
      next.conflicts[prop] = theirs;
    }
  }
  return next;
}

/** "Take theirs": the field shows and is based on the server's values. */
export function takeTheirs(merge: Pick<Merge, 'base' | 'drafts'>, prop: string, theirs: Drafts[string]): Pick<Merge, 'base' | 'drafts'> {
  return { base: { ...merge.base, [prop]: theirs }, drafts: { ...merge.drafts, [prop]: theirs } };
}

/** "Keep mine": the local text stays and, knowing the server's values, will overwrite them on save. */
export function keepMine(merge: Pick<Merge, 'base' | 'drafts'>, prop: string, theirs: Drafts[string]): Pick<Merge, 'base' | 'drafts'> {
  return { base: { ...merge.base, [prop]: theirs }, drafts: merge.drafts };
}
