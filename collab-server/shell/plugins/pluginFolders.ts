import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import { pluginConfigSchema, type PluginConfig } from '../../../realtime/protocol/shell/plugins';
import { PLUGIN_MANIFEST, isPluginFolderName, pluginModuleUrl } from './pluginFilePaths';

/** A plugin folder found in PLUGINS_DIR: its name (the folder's) and its configuration, module URL rewritten. */
export type FolderPlugin = { name: string; config: PluginConfig };

async function readManifest(folder: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(folder, PLUGIN_MANIFEST), 'utf8');
  } catch {
    return null;
  }
}

/** Parses one plugin.json; a broken one is logged and skipped, so one bad plugin does not stop the rest. */
function parseManifest(name: string, text: string, log: Logger): FolderPlugin | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    log.warn({ plugin: name, err: error }, `${PLUGIN_MANIFEST} is not valid JSON; plugin skipped`);
    return null;
  }
  const parsed = pluginConfigSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    log.warn({ plugin: name, problems }, `${PLUGIN_MANIFEST} does not match the plugin configuration; plugin skipped`);
    return null;
  }
  const module = pluginModuleUrl(name, parsed.data.module);
  if (!module) {
    log.warn({ plugin: name, module: parsed.data.module }, 'plugin module lies outside its folder; plugin skipped');
    return null;
  }
  return { name, config: { ...parsed.data, module } };
}

/** Every folder of the plugins directory that holds a valid plugin.json, by name. A missing directory has none. */
export async function readPluginFolders(pluginsDir: string, log: Logger): Promise<FolderPlugin[]> {
  let entries: string[];
  try {
    entries = (await fs.readdir(pluginsDir, { withFileTypes: true })).filter((e) => e.isDirectory() || e.isSymbolicLink()).map((e) => e.name);
  } catch {
    log.debug({ pluginsDir }, 'no plugins directory');
    return [];
  }
  const plugins: FolderPlugin[] = [];
  for (const name of entries.sort()) {
    const text = await readManifest(path.join(pluginsDir, name));
    if (text === null) continue; // not a plugin: a folder of shared assets, say
    if (!isPluginFolderName(name)) {
      log.warn({ plugin: name }, 'plugin folder name is not servable (letters, digits, _ . @ -); plugin skipped');
      continue;
    }
    const plugin = parseManifest(name, text, log);
    if (plugin) plugins.push(plugin);
  }
  return plugins;
}
