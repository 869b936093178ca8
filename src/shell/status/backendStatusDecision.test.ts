import { describe, expect, it } from 'vitest';
import { decideBackendStatusAction, type BackendStatusAction, type BackendStatusInput, type StatusWarning } from './backendStatusDecision';
import type { PingResult } from '../../../realtime/protocol/shell/status';

const service = (name: string, status: 'GREEN' | 'RED') => ({ name, status, latencyMs: 1 });
const GREEN: PingResult = { status: 'GREEN', services: [service('database', 'GREEN')] };
const YELLOW: PingResult = { status: 'YELLOW', services: [service('database', 'GREEN'), service('redis', 'RED')] };
const RED: PingResult = { status: 'RED', services: [service('database', 'RED')] };

const ctx = (isAdmin: boolean, onLimitedScreen = false, onMaintenanceScreen = false) => ({ isAdmin, onLimitedScreen, onMaintenanceScreen });
const none: BackendStatusAction = { warning: null, navigate: null };
const limitedWarning = { kind: 'limited' } as const;
const degraded: StatusWarning = { kind: 'degraded', services: ['redis'] };

describe('decideBackendStatusAction', () => {
  it.each<[string, BackendStatusInput, ReturnType<typeof ctx> & { offlineCapable?: boolean }, BackendStatusAction]>([
    ['RED, admin: warning, no redirect', RED, ctx(true), { warning: limitedWarning, navigate: null }],
    ['RED, admin on the limited screen: warning and leaves it', RED, ctx(true, true), { warning: limitedWarning, navigate: 'leaveLimited' }],
    ['RED, user: to the limited screen', RED, ctx(false), { warning: null, navigate: 'toLimited' }],
    ['RED, user already there: stays', RED, ctx(false, true), none],
    ['RED, user on the maintenance screen: stays', RED, ctx(false, false, true), none],
    ['YELLOW, user: warning naming the services', YELLOW, ctx(false), { warning: degraded, navigate: null }],
    ['YELLOW, user on the limited screen: leaves it', YELLOW, ctx(false, true), { warning: degraded, navigate: 'leaveLimited' }],
    ['YELLOW, admin on the limited screen: leaves it', YELLOW, ctx(true, true), { warning: degraded, navigate: 'leaveLimited' }],
    ['GREEN: nothing', GREEN, ctx(false), none],
    ['GREEN on the limited screen: back', GREEN, ctx(false, true), { warning: null, navigate: 'leaveLimited' }],
    ['GREEN, admin on the limited screen: back', GREEN, ctx(true, true), { warning: null, navigate: 'leaveLimited' }],
    ['GREEN on the maintenance screen: nothing', GREEN, ctx(false, false, true), none],
    ['failed ping, user: to the limited screen', 'unreachable', ctx(false), { warning: null, navigate: 'toLimited' }],
    ['failed ping, admin: to the limited screen', 'unreachable', ctx(true), { warning: null, navigate: 'toLimited' }],
    ['failed ping, already there: stays', 'unreachable', ctx(false, true), none],
    ['failed ping on the maintenance screen: stays', 'unreachable', ctx(false, false, true), none],
    ['failed ping on a screen that works offline: stays, warned', 'unreachable', { ...ctx(false), offlineCapable: true }, { warning: { kind: 'offline' }, navigate: null }],
    ['back online on a screen that works offline: warning gone', GREEN, { ...ctx(false), offlineCapable: true }, none],
  ])('%s', (_name, status, context, expected) => {
    expect(decideBackendStatusAction(status, context)).toEqual(expected);
  });
});
