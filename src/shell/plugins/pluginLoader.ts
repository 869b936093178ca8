import i18next from 'i18next';
import { apiFetch } from '../../api/apiFetch';
import { apiUrl, basePath } from '../../api/basePath';
import { tokenStore } from '../../api/auth/tokenStore';
import { matchRoute } from '../../routes/routeTable';
import { showMessage } from '../../state/messageStore';
import { navigateTo } from '../../routes/navigation';
import { pluginConfigSchema } from '../../../realtime/protocol/shell/plugins';
import { pluginsResultSchema } from '../../../realtime/protocol/shell/plugins';
import type { SessionUser } from '../../../realtime/protocol/auth';
import type { LoadedPlugin, PluginContributions, PluginHost, PluginModule } from '../../state/pluginTypes';
import { errorText } from '../../api/errorText';

function moduleUrl(module: string): string {
  if (/^https?:\/\//.test(module)) return module;
  if (module.startsWith('/')) return `${window.location.origin}${basePath()}${module.slice(1)}`;
  return new URL(apiUrl(module), window.location.origin).href;
}

function hostFor(user: SessionUser): PluginHost {
  return {
    apiUrl: (path) => apiUrl(path),
    authorization: () => tokenStore.authorization(),
    user: { id: user.id, name: user.name, isAdmin: user.isAdmin },
    locale: i18next.language === 'en' ? 'en' : 'ru',
    navigate: (path) => navigateTo(path),
    showMessage: (text, kind) => showMessage({ text, kind }),
  };
}

/** Drops plugin routes whose path the app or an earlier plugin already has ('The specified route path already exists.'). */
export function withoutTakenRoutes(contributions: PluginContributions, taken: Set<string>): PluginContributions {
  const routes = (contributions.routes ?? []).filter((route) => {
    if (taken.has(route.path) || matchRoute(route.path)) {
      console.error(i18next.t('plugins.routeExists'), route.path);
      showMessage({ text: i18next.t('plugins.routeExists'), kind: 'error' });
      return false;
    }
    taken.add(route.path);
    return true;
  });
  return { ...contributions, routes };
}

async function activate(name: string, url: string, host: PluginHost): Promise<PluginContributions> {
  let module: Partial<PluginModule>;
  try {
    module = (await import(/* @vite-ignore */ url)) as Partial<PluginModule>;
  } catch (error) {
    console.error(`plugin ${name}: module failed to load`, error);
    throw new Error(i18next.t('plugins.notFound', { name }));
  }
  if (typeof module.activate !== 'function') throw new Error(i18next.t('plugins.notFound', { name }));
  return module.activate(host);
}

/**
 * Loads every registered plugin's ES module and activates it. One failing plugin is reported and
 * skipped; when the list itself cannot be loaded, 'Не удалось инициализировать плагины'.
 */
export async function loadPlugins(user: SessionUser): Promise<LoadedPlugin[]> {
  let plugins;
  try {
    plugins = pluginsResultSchema.parse(await apiFetch<unknown>('app/plugins'));
  } catch (error) {
    console.error('plugins', error);
    showMessage({ text: i18next.t('plugins.startFailed'), kind: 'error' });
    return [];
  }
  const host = hostFor(user);
  const taken = new Set<string>();
  const loaded: LoadedPlugin[] = [];
  for (const plugin of plugins) {
    const config = pluginConfigSchema.safeParse(plugin.config);
    if (!config.success) {
      console.error(`plugin ${plugin.name}: configuration skipped`, config.error.message);
      continue;
    }
    try {
      const contributions = await activate(plugin.name, moduleUrl(config.data.module), host);
      loaded.push({ id: plugin.id, name: plugin.name, contributions: withoutTakenRoutes(contributions, taken) });
    } catch (error) {
      showMessage({ text: errorText(error), kind: 'error' });
    }
  }
  return loaded;
}
