import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { PluginRoute } from '../../state/pluginTypes';

/** A plugin's route: the plugin draws into a plain element and cleans up when the route is left. */
export function PluginRoutePage({ route }: { route: PluginRoute }) {
  const element = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(matchPath(route.path, location.pathname)?.params ?? {})) if (v !== undefined) params[k] = v;
    let cleanup: void | (() => void);
    try {
      cleanup = route.mount(target, params);
    } catch (error) {
      console.error(`plugin route ${route.path} failed`, error);
    }
    return () => {
      if (typeof cleanup === 'function') cleanup();
      target.replaceChildren();
    };
  }, [route, location.pathname]);
  return <div ref={element} data-testid="plugin-route" className="p-6" />;
}
