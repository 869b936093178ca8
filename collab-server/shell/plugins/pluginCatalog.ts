import type { AppContext } from '../../context';
import type { Plugin } from '../../../realtime/protocol/shell/plugins';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';

/**
 * Every instance of the Plugin class with its configuration parsed. A plugin whose configuration
 * is missing or not JSON is logged and left out, so one bad plugin does not stop the others
 * (platform spec §8: 'Unparsable plugin config — logged and skipped').
 */
export async function listPlugins(ctx: AppContext): Promise<Plugin[]> {
  const rows = await ctx.db
    .selectFrom('memberships')
    .innerJoin('instances', 'instances.id', 'memberships.instance_id')
    .leftJoin('vals', (join) => join.onRef('vals.inst', '=', 'instances.id').on('vals.prop', '=', META_PROP.config))
    .select(['instances.id', 'instances.name', 'vals.t as config'])
    .where('memberships.class_id', '=', META_CLASS.Plugin)
    .orderBy('instances.name')
    .orderBy('instances.id')
    .orderBy('vals.idx')
    .execute();
  const plugins: Plugin[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) continue; // a single-valued property: the first value is the configuration
    seen.add(row.id);
    try {
      if (row.config === null) throw new Error('no configuration');
      plugins.push({ id: row.id, name: row.name, config: JSON.parse(row.config) as unknown });
    } catch (error) {
      ctx.log.warn({ pluginId: row.id, plugin: row.name, err: error }, 'plugin configuration is not valid JSON; plugin skipped');
    }
  }
  return plugins;
}

/** Whether a Plugin instance has this name: folder plugins are registered under their folder's name. */
export async function isRegisteredPlugin(ctx: AppContext, name: string): Promise<boolean> {
  const found = await ctx.db
    .selectFrom('memberships')
    .innerJoin('instances', 'instances.id', 'memberships.instance_id')
    .select('instances.id')
    .where('memberships.class_id', '=', META_CLASS.Plugin)
    .where('instances.name', '=', name)
    .executeTakeFirst();
  return found !== undefined;
}
