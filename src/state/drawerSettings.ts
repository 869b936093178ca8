// Drawer sizes (platform spec §2, §9): the navigation drawer is 256 wide by default, a resize never
// goes below 300, and the width and whether it is shown are remembered; the chat drawer is at most 600.
export const DRAWER_DEFAULT_WIDTH = 256;
export const DRAWER_MIN_WIDTH = 300;
export const DRAWER_GRAB_ZONE = 3;
export const DRAWER_RESIZE_DEBOUNCE_MS = 30;
export const CHAT_DRAWER_MAX_WIDTH = 600;
const WIDTH_KEY = 'osawl-drawer-width';
const OPEN_KEY = 'osawl-drawer-open';

/** A dragged width: at least the minimum, and never more than half the window (the content must stay usable). */
export function clampDrawerWidth(width: number, viewportWidth: number): number {
  const max = Math.max(DRAWER_MIN_WIDTH, Math.floor(viewportWidth / 2));
  return Math.round(Math.min(Math.max(width, DRAWER_MIN_WIDTH), max));
}

/** The remembered width, or the default when none (or nonsense) is stored. */
export function storedDrawerWidth(stored: string | null): number {
  const width = Number(stored);
  return stored !== null && Number.isFinite(width) && width >= DRAWER_MIN_WIDTH ? width : DRAWER_DEFAULT_WIDTH;
}

export const drawerMemory = {
  width: (): number => storedDrawerWidth(localStorage.getItem(WIDTH_KEY)),
  setWidth: (width: number): void => localStorage.setItem(WIDTH_KEY, String(width)),
  open: (): boolean => localStorage.getItem(OPEN_KEY) !== 'false',
  setOpen: (open: boolean): void => localStorage.setItem(OPEN_KEY, String(open)),
};
