import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { TFunction } from 'i18next';
import { routeTable } from '../../routes/routeTable';
import { useCanOpen } from '../guard/shellAccess';
import { shellState } from '../../state/shellState';
import { launchableRoutes, matchScreens } from './screenMatch';
import { useObjectSearch } from './useObjectSearch';
import type { QuickLaunchItem } from '../../../realtime/protocol/shell/quickLaunch';
import type { SearchItem } from '../../../realtime/protocol/search';
import { useTextMatches } from './useTextMatches';

/** One result of quick launch: where it goes, its name and what kind of thing it is. */
export type LaunchTarget = { key: string; path: string; label: string; detail: string; /** A full-text match's passage, `<mark>` around the words found. */ snippet?: string };

export type LaunchTargets = { screens: LaunchTarget[]; objects: LaunchTarget[]; texts: LaunchTarget[]; loading: boolean; error: string | null };

export const SCREEN_LIMIT = 8;
const screenRoutes = launchableRoutes(routeTable);

function objectDetail(item: QuickLaunchItem, t: TFunction): string {
  if (item.kind === 'individual' && item.className) return t('quickLaunch.kinds.individualOf', { className: item.className });
  if (item.kind === 'documentPublication' && item.className) return t('quickLaunch.kinds.documentPublicationOf', { documentName: item.className });
  return t(`quickLaunch.kinds.${item.kind}`);
}

function textDetail(item: SearchItem, t: TFunction): string {
  if (item.kind === 'individual' && item.className) return t('quickLaunch.kinds.individualOf', { className: item.className });
  return t(`quickLaunch.kinds.${item.kind}`);
}

/** Screens (routes and plugin routes) the user may open whose title matches, then the server's matching objects. */
export function useLaunchTargets(query: string): LaunchTargets {
  const { t, i18n } = useTranslation();
  const canOpen = useCanOpen();
  const search = useObjectSearch(query);
  const textMatches = useTextMatches(query);
  const { plugins } = useSnapshot(shellState);

  const screens = useMemo(() => {
    const titled = screenRoutes.filter((r) => canOpen(r.path)).map((r) => ({ name: r.name, path: r.path, title: t(`routes.${r.title}`) }));
    // plugins' routes are screens too; their titles come already written
    for (const plugin of plugins) {
      for (const r of plugin.contributions.routes ?? []) if (!r.path.includes(':') && canOpen(r.path)) titled.push({ name: plugin.name, path: r.path, title: r.title });
    }
    const detail = t('quickLaunch.kinds.screen');
    return matchScreens(titled, query, SCREEN_LIMIT).map((s) => ({ key: `screen:${s.path}`, path: s.path, label: s.title, detail }));
    // i18n.language: titles change with the language
  }, [query, canOpen, plugins, t, i18n.language]);

  // the server finds what the user may see; the guard says which pages they may open (blocked routes, sections)
  const objects = useMemo(
    () => search.items.filter((item) => canOpen(item.link)).map((item) => ({ key: `${item.kind}:${item.id}`, path: item.link, label: item.name, detail: objectDetail(item, t) })),
    [search.items, canOpen, t, i18n.language],
  );

  // what holds the words in its text, less what the name matches already list
  const texts = useMemo(() => {
    const listed = new Set(search.items.map((item) => item.id));
    return textMatches
      .filter((item) => !listed.has(item.id) && canOpen(item.link))
      .map((item) => ({ key: `text:${item.kind}:${item.id}`, path: item.link, label: item.title, detail: textDetail(item, t), snippet: item.snippet }));
  }, [textMatches, search.items, canOpen, t, i18n.language]);

  return { screens, objects, texts, loading: search.loading, error: search.error };
}
