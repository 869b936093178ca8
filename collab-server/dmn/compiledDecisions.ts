import { loadDmn } from '../../model/dmn/loadDmn';
import { compileDmn, type CompiledDmn } from '../../model/dmn/compileDmn';

/**
 * Compiled decisions kept between calls (runs, computed values, evaluations of the stored XML):
 * compiling parses every FEEL expression, so a decision is compiled once per saved revision. Least
 * recently used ones leave first; a new revision is a new key, so a save never serves stale logic.
 */

const LIMIT = 200;
const cache = new Map<string, Promise<CompiledDmn>>();

export async function compiledDecision(row: { id: string; revision: number; xml: string }): Promise<CompiledDmn> {
  const key = `${row.id}@${row.revision}`;
  const held = cache.get(key);
  if (held) {
    cache.delete(key);
    cache.set(key, held);
    return held;
  }
  const compiling = loadDmn(row.xml).then(compileDmn);
  cache.set(key, compiling);
  // a failed compile is not kept: the next call reports it again rather than a stale rejection
  compiling.catch(() => cache.delete(key));
  while (cache.size > LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return compiling;
}

/** Forgets a decision's compiled revisions (it was deleted). */
export function forgetCompiledDecision(id: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${id}@`)) cache.delete(key);
}
