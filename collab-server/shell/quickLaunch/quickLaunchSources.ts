import type { QuickLaunchSource } from '../../serverArea';
import type { QuickLaunchKind } from '../../../realtime/protocol/shell/quickLaunch';

// the areas' sources (documents, searches, rules, decisions…), in the order of the list of areas,
// which is the order their kinds rank in; one per area, so servers started side by side share them
const sources = new Map<string, QuickLaunchSource>();

export function registerQuickLaunchSource(areaName: string, source: QuickLaunchSource): () => void {
  sources.set(areaName, source);
  return () => {
    if (sources.get(areaName) === source) sources.delete(areaName);
  };
}

export const quickLaunchSources = (): readonly QuickLaunchSource[] => [...sources.values()];

/** The source that finds objects of this kind. */
export const sourceOfKind = (kind: QuickLaunchKind): QuickLaunchSource | undefined => quickLaunchSources().find((source) => source.kinds.includes(kind));
