import type { PingResult } from '../../../realtime/protocol/shell/status';

/** The ping's answer, or 'unreachable' when it failed. */
export type BackendStatusInput = PingResult | 'unreachable';

export type StatusContext = {
  isAdmin: boolean;
  /** The user is on /limited-operation-mode. */
  onLimitedScreen: boolean;
  /** The user is on /maintenance-mode: maintenance decides where they go, not the status. */
  onMaintenanceScreen: boolean;
  /** The screen shown keeps working offline (shellState.offlineCapableScreens). */
  offlineCapable?: boolean;
};

export type StatusWarning = { kind: 'limited' } | { kind: 'offline' } | { kind: 'degraded'; services: string[] };

export type BackendStatusAction = {
  /** The warning to keep shown; null: none (any shown one is closed). */
  warning: StatusWarning | null;
  navigate: 'toLimited' | 'leaveLimited' | null;
};

/** Names of the services that are down (the YELLOW warning lists them). */
export function servicesDown(result: PingResult): string[] {
  return result.services.filter((s) => s.status === 'RED').map((s) => s.name);
}

/**
 * What the shell does with a backend status (platform spec §4): RED warns admins and sends others
 * to the limited-mode screen; YELLOW warns and leaves that screen; GREEN leaves it; a failed ping
 * sends the user there. Admins, who may keep working in RED, are not kept on the limited screen.
 * A screen that works offline stays, with a warning, when the server cannot be reached.
 */
export function decideBackendStatusAction(status: BackendStatusInput, ctx: StatusContext): BackendStatusAction {
  const leave = ctx.onLimitedScreen ? 'leaveLimited' : null;
  const goThere = ctx.onLimitedScreen || ctx.onMaintenanceScreen ? null : 'toLimited';
  if (status === 'unreachable') return ctx.offlineCapable && !ctx.onLimitedScreen ? { warning: { kind: 'offline' }, navigate: null } : { warning: null, navigate: goThere };
  switch (status.status) {
    case 'RED':
      return ctx.isAdmin ? { warning: { kind: 'limited' }, navigate: leave } : { warning: null, navigate: goThere };
    case 'YELLOW':
      return { warning: { kind: 'degraded', services: servicesDown(status) }, navigate: leave };
    default:
      return { warning: null, navigate: leave };
  }
}
