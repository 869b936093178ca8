import { sql } from 'kysely';
import type { AppContext } from '../context';
import { UNDELETABLE_LOGIN } from '../auth';

export type SweepResult = {
  deletedUsers: number;
  sessions: number;
  ssoTokens: number;
  oidcStates: number;
  deferredRequests: number;
  resultCache: number;
  orphanFiles: number;
  queryHistory: number;
};

/** Leftovers are kept a day after they stop mattering, for support to look at. */
const KEEP_MS = 86_400_000;

/**
 * The periodic housekeeping. Every step is one idempotent statement, so several processes may run
 * the sweep at the same moment: whoever comes second simply finds nothing left to delete.
 */
export async function runMaintenanceSweep(ctx: AppContext, now: Date = new Date()): Promise<SweepResult> {
  const dayAgo = new Date(now.getTime() - KEEP_MS);
  const deletionCutoff = new Date(now.getTime() - ctx.config.accountDeletionDays * 86_400_000);
  const count = (r: { numDeletedRows: bigint }): number => Number(r.numDeletedRows);

  // cascades to the user's sessions, notifications, roles, osa-role memberships and assignments
  const deletedUsers = await ctx.db
    .deleteFrom('users')
    .where('delete_account_request_date', 'is not', null)
    .where('delete_account_request_date', '<=', deletionCutoff)
    .where('login', '<>', UNDELETABLE_LOGIN)
    .where('is_public', '=', false)
    .executeTakeFirst();
  const sessions = await ctx.db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .executeTakeFirst();
  const ssoTokens = await ctx.db
    .deleteFrom('sso_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('used_at', '<', dayAgo)]))
    .executeTakeFirst();
  const oidcStates = await ctx.db.deleteFrom('oidc_states').where('created_at', '<', dayAgo).executeTakeFirst();
  const deferredRequests = await ctx.db
    .deleteFrom('deferred_requests')
    .where('status', 'in', ['completed', 'error'])
    .where(sql<boolean>`coalesce(finished_at, created_at) < ${dayAgo}`)
    .executeTakeFirst();
  const resultCache = await ctx.db.deleteFrom('result_cache').where('expires_at', '<', now).executeTakeFirst();
  // files of deleted instances that no client removed (file/remove-all is best effort), and uploads
  // never attached to an instance
  const orphanFiles = await ctx.db
    .deleteFrom('files')
    .where('created_at', '<', dayAgo)
    .where((eb) => eb.or([eb('inst', 'is', null), eb.not(eb.exists(eb.selectFrom('instances').select('instances.id').whereRef('instances.id', '=', 'files.inst')))]))
    .executeTakeFirst();
  const queryHistory = await ctx.db
    .deleteFrom('query_history')
    .where('at', '<', new Date(now.getTime() - ctx.config.queryHistoryDays * 86_400_000))
    .executeTakeFirst();

  return {
    deletedUsers: count(deletedUsers),
    sessions: count(sessions),
    ssoTokens: count(ssoTokens),
    oidcStates: count(oidcStates),
    deferredRequests: count(deferredRequests),
    resultCache: count(resultCache),
    orphanFiles: count(orphanFiles),
    queryHistory: count(queryHistory),
  };
}
