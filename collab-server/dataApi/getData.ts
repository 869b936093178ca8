import type { AppContext } from '../context';
import type { Caller } from '../auth';
import { DEFAULT_CACHE_SECONDS, type GetDataPayload, type GetDataResult } from '../../realtime/protocol/dataApi/getData';
import { readData, callerKind } from '../ontologyStore';
import { commandOverrides, commandPayload, loadCommand } from './commandRunner';
import { cacheKey, withResultCache, type CacheEntry } from './resultCache';
import { loadEditRights } from '../access';
import { providerFor } from './dataProviders';

/** Seconds a request asks its answer to be cached for (0: not cached). */
export function requestedCacheSeconds(cache: GetDataPayload['cache']): number {
  if (cache === true) return DEFAULT_CACHE_SECONDS;
  return typeof cache === 'number' ? cache : 0;
}

/** The request itself, without what does not change its answer. */
function requestIdentity(payload: GetDataPayload): Partial<GetDataPayload> {
  const { tab_session_id: _tab, cache: _cache, ...rest } = payload;
  return rest;
}

/**
 * get_data: runs a command or a plain request, from the result cache when the command or the
 * request asks for it. Cached answers are per user, except a command's shared answer (cacheSeconds
 * without perUser), which is kept once per kind of caller (administrator, user, public user),
 * because what a caller may see and do depends on it.
 */
export async function getData(ctx: AppContext, caller: Caller, payload: GetDataPayload): Promise<GetDataResult> {
  // an act another area answers (a saved semantic search) goes to it
  const provider = providerFor(payload);
  if (provider) return provider.read(ctx, caller, payload);
  const requested = requestedCacheSeconds(payload.cache);
  const rights = await loadEditRights(ctx.db, caller);
  if (payload.command) {
    const command = await loadCommand(ctx.db, payload.command);
    const run = commandPayload(command, payload);
    const read = () => readData(ctx.db, caller, rights, run);
    const overrides = commandOverrides(payload);
    if (command.cacheSeconds > 0) {
      const owner = command.perUser ? caller.user.id : null;
      const entry: CacheEntry = {
        key: cacheKey(`command:${command.name}`, { owner: owner ?? callerKind(caller, rights), overrides }),
        command: command.name,
        userId: owner,
        seconds: command.cacheSeconds,
      };
      return withResultCache(ctx.db, entry, read);
    }
    if (requested === 0) return read();
    const entry: CacheEntry = { key: cacheKey(`command:${command.name}`, { owner: caller.user.id, overrides }), command: command.name, userId: caller.user.id, seconds: requested };
    return withResultCache(ctx.db, entry, read);
  }
  const read = () => readData(ctx.db, caller, rights, payload);
  if (requested === 0) return read();
  const entry: CacheEntry = { key: cacheKey('request', { owner: caller.user.id, request: requestIdentity(payload) }), command: null, userId: caller.user.id, seconds: requested };
  return withResultCache(ctx.db, entry, read);
}
