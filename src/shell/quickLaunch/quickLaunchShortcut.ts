/** The keys of a keydown that matter to the quick-launch shortcut. */
export type ShortcutKeys = { key: string; code: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

export type QuickLaunchMode = 'sameTab' | 'newTab';

/**
 * Ctrl+O opens quick launch, Shift+Ctrl+O in new-tab mode; on macOS Cmd works as Ctrl. The
 * physical key counts too, so the shortcut works with a Russian layout (where O types 'щ').
 */
export function quickLaunchShortcut(event: ShortcutKeys, isMac: boolean): QuickLaunchMode | null {
  const command = event.ctrlKey || (isMac && event.metaKey);
  const isO = event.code === 'KeyO' || event.key.toLowerCase() === 'o';
  if (!command || event.altKey || !isO) return null;
  return event.shiftKey ? 'newTab' : 'sameTab';
}

/** Whether the browser runs on macOS (Cmd is the command key there). */
export function isMacPlatform(nav: { platform?: string; userAgent: string }): boolean {
  return /mac/i.test(nav.platform ?? '') || /Mac OS X/.test(nav.userAgent);
}
