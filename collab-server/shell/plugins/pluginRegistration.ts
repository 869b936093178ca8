import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Logger } from '../../logger';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { readPluginFolders, type FolderPlugin } from './pluginFolders';

const REGISTRATION_KEY = 'plugins_registered';

export type RegistrationOutcome = { created: string[]; updated: string[]; unchanged: string[] };

/**
 * Serialises registrations of processes starting together: the upsert locks the settings row until
 * this transaction ends, so a second process waits here and then sees the first one's instances.
 */
async function takeRegistrationLock(trx: Transaction<Database>, names: string[]): Promise<void> {
  const value = JSON.stringify({ at: new Date().toISOString(), plugins: names });
  await trx
    .insertInto('settings')
    .values({ key: REGISTRATION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

async function registerOne(trx: Transaction<Database>, plugin: FolderPlugin): Promise<'created' | 'updated' | 'unchanged'> {
  const config = JSON.stringify(plugin.config);
  const existing = await trx
    .selectFrom('instances')
    .innerJoin('memberships', 'memberships.instance_id', 'instances.id')
    .select('instances.id')
    .where('memberships.class_id', '=', META_CLASS.Plugin)
    .where('instances.name', '=', plugin.name)
    .orderBy('instances.id')
    .executeTakeFirst();
  const configRow = (inst: string) => ({ inst, prop: META_PROP.config, idx: 0, t: config, n: null, b: null, d: null, r: null, lang: null });
  if (!existing) {
    const id = randomUUID();
    await trx.insertInto('instances').values({ id, name: plugin.name, author: null }).execute();
    await trx.insertInto('memberships').values({ class_id: META_CLASS.Plugin, instance_id: id }).execute();
    await trx.insertInto('vals').values(configRow(id)).execute();
    return 'created';
  }
  const stored = await trx.selectFrom('vals').select('t').where('inst', '=', existing.id).where('prop', '=', META_PROP.config).orderBy('idx').executeTakeFirst();
  if (stored?.t && sameJson(stored.t, config)) return 'unchanged';
  await trx.deleteFrom('vals').where('inst', '=', existing.id).where('prop', '=', META_PROP.config).execute();
  await trx.insertInto('vals').values(configRow(existing.id)).execute();
  return 'updated';
}

function sameJson(stored: string, config: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(stored), JSON.parse(config));
  } catch {
    return false; // an unparsable stored config is replaced by the folder's
  }
}

/**
 * Registers every plugin folder of PLUGINS_DIR as an instance of the Plugin meta-class, named after
 * the folder: created when missing, its config replaced when plugin.json changed. Safe on every
 * start and in several processes at once.
 */
export async function registerFolderPlugins(ctx: AppContext, log: Logger): Promise<RegistrationOutcome> {
  const outcome: RegistrationOutcome = { created: [], updated: [], unchanged: [] };
  if (!ctx.config.pluginsDir) return outcome;
  const plugins = await readPluginFolders(ctx.config.pluginsDir, log);
  if (plugins.length === 0) return outcome;
  await ctx.db.transaction().execute(async (trx) => {
    await takeRegistrationLock(trx, plugins.map((p) => p.name));
    for (const plugin of plugins) outcome[await registerOne(trx, plugin)].push(plugin.name);
  });
  if (outcome.created.length || outcome.updated.length) log.info(outcome, 'plugins registered');
  return outcome;
}
