import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { AppContext } from '../context';
import { hashPassword, randomPassword } from './passwords';

/**
 * First start: the `admin` account (password from OSA_ADMIN_PASSWORD, or a random one printed
 * once) and the public user when configured. Safe to run on every start and in several processes
 * at once: each step inserts only what is missing. (The roles, the demo ontology and the plugins
 * are seeded by their own areas, after this.)
 */
export async function seedAccounts(ctx: AppContext, log: Logger): Promise<void> {
  const admin = await ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirst();
  if (!admin) {
    const password = ctx.config.adminPassword ?? randomPassword();
    const inserted = await ctx.db
      .insertInto('users')
      .values({ id: randomUUID(), login: 'admin', name: 'Администратор', email: null, password_hash: await hashPassword(password), oidc_sub: null, is_admin: true, delete_account_request_date: null, license_expiration_date: null })
      .onConflict((oc) => oc.column('login').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      const chosen = ctx.config.adminPassword !== undefined;
      // the password itself never goes to the log, which is kept; only where it came from
      log.info({ login: 'admin', password: chosen ? 'OSA_ADMIN_PASSWORD' : 'generated, printed on the console' }, 'first start: created the admin account');
      // printed once, on the console rather than the log, so it is not kept in log storage
      if (!chosen) process.stdout.write(`\n  Ontoweave: created user "admin" with password: ${password}\n  (set OSA_ADMIN_PASSWORD to choose it)\n\n`);
    }
  }
  if (ctx.config.publicUser.enabled) {
    await ctx.db
      .insertInto('users')
      .values({ id: randomUUID(), login: '__public__', name: ctx.config.publicUser.name, email: null, password_hash: null, oidc_sub: null, is_public: true, delete_account_request_date: null, license_expiration_date: null })
      .onConflict((oc) => oc.column('login').doUpdateSet({ name: ctx.config.publicUser.name }))
      .execute();
  }
}
