import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { basePath } from '../api/basePath';

/**
 * Unsaved changes are not lost by leaving: the browser asks before closing or reloading the tab,
 * and a click on a link inside the app asks `confirm` first (the router here has no blocker).
 */
export function useUnsavedGuard(dirty: boolean, confirm: () => Promise<boolean>): void {
  const navigate = useNavigate();
  const ask = useRef(confirm);
  ask.current = confirm;
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      const base = basePath().replace(/\/$/, '');
      const path = `${anchor.pathname.startsWith(base) ? anchor.pathname.slice(base.length) || '/' : anchor.pathname}${anchor.search}${anchor.hash}`;
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void ask.current().then((leave) => leave && navigate(path));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, navigate]);
}
