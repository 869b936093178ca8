import type { AppContext } from '../context';
import type { Caller } from './caller';
import { invalid, forbidden, notFound } from '../problems';
import { AUTH_MESSAGES } from './authMessages';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessionStore';

/**
 * Sets a password: the caller's own (their other sessions end, the current one stays), or, for
 * admins, another user's (all of that user's sessions end).
 */
export async function changePassword(ctx: AppContext, caller: Caller, input: { password: string; userId?: string }): Promise<void> {
  const targetId = input.userId ?? caller.user.id;
  const own = targetId === caller.user.id;
  if (!own && !caller.user.is_admin) throw forbidden(AUTH_MESSAGES.otherUsersPassword);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select(['id', 'is_public']).where('id', '=', targetId).executeTakeFirst();
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    if (target.is_public) throw invalid(AUTH_MESSAGES.publicUserPassword);
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', targetId).execute();
    await revokeUserSessions(trx, targetId, own ? caller.session?.id : undefined);
  });
}
