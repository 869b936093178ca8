import path from 'node:path';
import { pluginFolderNameSchema } from '../../../realtime/protocol/shell/plugins';

/** The only files a plugin folder serves, with the content type the browser needs for each. */
export const PLUGIN_FILE_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The API path plugin modules are served under, relative to the API base. */
export const PLUGIN_MODULES_PATH = 'app/plugin-modules';

/** Each plugin folder's configuration: read at registration, never served (GET /api/app/plugins gives it). */
export const PLUGIN_MANIFEST = 'plugin.json';

export const isPluginFolderName = (name: string): boolean => pluginFolderNameSchema.safeParse(name).success;

/**
 * The content type a plugin file is served with, or null when it is not served: a type the browser
 * has no use for, or the folder's own plugin.json (any case: some file systems ignore it).
 */
export function pluginFileContentType(rest: string): string | null {
  if (rest.toLowerCase() === PLUGIN_MANIFEST) return null;
  return PLUGIN_FILE_TYPES[path.extname(rest).toLowerCase()] ?? null;
}

/**
 * Where the browser imports a plugin's module from: a module given relative to the plugin folder
 * becomes 'app/plugin-modules/<folder>/<file>'; absolute URLs and paths are kept as written.
 * Null when a relative module would leave the folder.
 */
export function pluginModuleUrl(folder: string, module: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(module) || module.startsWith('/')) return module;
  const normalised = path.posix.normalize(module);
  if (normalised.startsWith('..') || normalised === '.') return null;
  return `${PLUGIN_MODULES_PATH}/${folder}/${normalised}`;
}
