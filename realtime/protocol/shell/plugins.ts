import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * A plugin's configuration JSON (the `config` of a Plugin instance, GET /api/app/plugins). The
 * module is an ES module the browser imports; it exports `activate(host)` (see PluginModule in
 * src/shell/plugins). Extra keys are the plugin's own settings and are passed through.
 */
export const PLUGIN_TYPES = ['global', 'mainMenu', 'sidebar'] as const;
export const pluginConfigSchema = z
  .object({
    /** URL of the ES module, absolute or relative to the API base (e.g. 'app/plugin-modules/example/index.js'). */
    module: z.string().min(1).max(2000),
    /** What the plugin adds; a plugin may declare several. */
    types: z.array(z.enum(PLUGIN_TYPES)).min(1),
    /** Route paths the plugin serves (type global): main layout, authentication required. */
    routes: z.array(z.object({ path: z.string().regex(/^\/[^\s]*$/), title: z.string().max(200).optional() })).default([]),
  })
  .passthrough();
export type PluginConfig = z.infer<typeof pluginConfigSchema>;

// A plugin folder's name and each part of a file's path in it. No leading dot: rules out '.', '..'
// and hidden files; no slashes, backslashes, colons or NULs.
const PLUGIN_PATH_PART = /^[A-Za-z0-9_@][A-Za-z0-9_.@-]*$/;
const PATH_PART_RULE = 'letters, digits, _ . @ - (not starting with a dot)';
const isStepOut = (part: string): boolean => part === '.' || part === '..' || part.includes('\\') || part.includes('\0');

export const pluginFolderNameSchema = z.string().max(100).regex(PLUGIN_PATH_PART, PATH_PART_RULE);

/** A file's path in its plugin folder, parts joined by '/'. */
export const pluginFilePathSchema = z
  .string()
  .max(1000)
  .superRefine((rest, ctx) => {
    const parts = rest.split('/');
    if (parts.some(isStepOut)) ctx.addIssue({ code: 'custom', message: 'paths outside the plugin folder are refused' });
    else if (!parts.every((part) => PLUGIN_PATH_PART.test(part))) ctx.addIssue({ code: 'custom', message: `each part of the path: ${PATH_PART_RULE}` });
  });

/** GET /api/app/plugin-modules/:plugin/*: a file of a registered plugin (named after its folder). */
export const pluginFileParamsSchema = z.object({ plugin: pluginFolderNameSchema, '*': pluginFilePathSchema }).strict();

/** GET /api/app/plugins: each plugin's configuration JSON, already parsed. */
export const pluginSchema = z.object({ id: idSchema, name: z.string(), config: z.unknown() });
export type Plugin = z.infer<typeof pluginSchema>;
export const pluginsResultSchema = z.array(pluginSchema);
