import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { isRegisteredPlugin } from './pluginCatalog';
import { pluginFileContentType } from './pluginFilePaths';

export type PluginModuleFile = { file: string; contentType: string };

/** The real path of a plugin file, or null when it is missing or (through a link) outside the plugin's folder. */
async function containedFile(folder: string, parts: string[]): Promise<string | null> {
  try {
    const root = await fs.realpath(folder);
    const file = await fs.realpath(path.join(root, ...parts));
    if (!file.startsWith(root + path.sep)) return null;
    return (await fs.stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * A file the browser may load from PLUGINS_DIR, with its content type; null for anything else: a
 * folder that is not a registered plugin (no valid plugin.json, or its instance deleted), the
 * plugin.json itself, a type the browser has no use for, or a file missing or outside the folder.
 * `plugin` and `rest` are already checked by pluginFileParamsSchema.
 */
export async function findPluginModuleFile(ctx: AppContext, plugin: string, rest: string): Promise<PluginModuleFile | null> {
  const contentType = pluginFileContentType(rest);
  if (!contentType || !ctx.config.pluginsDir) return null;
  if (!(await isRegisteredPlugin(ctx, plugin))) return null;
  const file = await containedFile(path.join(ctx.config.pluginsDir, plugin), rest.split('/'));
  return file ? { file, contentType } : null;
}
