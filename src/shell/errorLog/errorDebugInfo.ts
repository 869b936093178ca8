import type { ClientErrorInfo } from '../../../realtime/protocol/shell/errorLog';

/** What the browser knows when an error happens (platform spec §8's debug info). */
export type DebugContext = {
  url: string;
  route: string;
  user: { id: string; isAdmin: boolean } | null;
  frontendVersion: string;
  backendVersion: string | null;
  plugins: string[];
  screen: { width: number; height: number };
  agent: string;
};

export type ErrorTag = 'known' | 'unknown';

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/** The `info` of POST public/log-error, cut to the sizes the server accepts (clientErrorInfoSchema). */
export function buildErrorDebugInfo(ctx: DebugContext, tag: ErrorTag, stack?: string): ClientErrorInfo {
  return {
    url: cut(ctx.url, 2000),
    route: cut(ctx.route, 500),
    userId: ctx.user ? cut(ctx.user.id, 100) : null,
    isAdmin: ctx.user?.isAdmin ?? false,
    versions: { frontend: cut(ctx.frontendVersion, 100), backend: cut(ctx.backendVersion ?? 'unknown', 100) },
    plugins: ctx.plugins.slice(0, 100).map((name) => cut(name, 200)),
    screen: { width: Math.max(0, Math.round(ctx.screen.width)), height: Math.max(0, Math.round(ctx.screen.height)) },
    agent: cut(ctx.agent, 1000),
    tag,
    ...(stack ? { stack: cut(stack, 20_000) } : {}),
  };
}
