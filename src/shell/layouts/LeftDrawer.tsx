import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampDrawerWidth, drawerMemory, DRAWER_GRAB_ZONE, DRAWER_RESIZE_DEBOUNCE_MS } from '../../state/drawerSettings';

/** The resizable navigation drawer: drag its 3 px edge; the width is remembered. */
export function LeftDrawer({ open, children }: { open: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState(drawerMemory.width);
  const pending = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function startResize(event: ReactPointerEvent<HTMLDivElement>) {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent) => {
      pending.current = clampDrawerWidth(e.clientX, window.innerWidth);
      // resizing re-lays out the page: apply at most every 30 ms
      timer.current ??= setTimeout(() => {
        timer.current = null;
        if (pending.current !== null) setWidth(pending.current);
      }, DRAWER_RESIZE_DEBOUNCE_MS);
    };
    // a drag also ends when the browser takes the pointer away (a touch turning into a scroll, a lost capture)
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
      handle.removeEventListener('lostpointercapture', stop);
      if (pending.current !== null) {
        setWidth(pending.current);
        drawerMemory.setWidth(pending.current);
      }
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
    handle.addEventListener('lostpointercapture', stop);
  }

  if (!open) return null;
  return (
    <aside className="relative flex shrink-0 flex-col border-r border-slate-200 bg-white print:hidden" style={{ width }} data-testid="left-drawer" aria-label={t('shell.navigation')}>
      {children}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('shell.resizeDrawer')}
        data-testid="drawer-grab"
        onPointerDown={startResize}
        className="absolute top-0 right-0 h-full cursor-col-resize hover:bg-primary/40"
        style={{ width: DRAWER_GRAB_ZONE, marginRight: -1 }}
      />
    </aside>
  );
}
