import { describe, expect, it } from 'vitest';
import { decideMaintenanceAction, type MaintenanceAction } from './maintenanceDecision';

const on = { enabled: true, message: ' Работы до 18:00 ' };
const off = { enabled: false, message: '' };

describe('decideMaintenanceAction', () => {
  it.each<[string, typeof on, boolean, boolean, MaintenanceAction]>([
    ['on, admin: warning with the announcement', on, true, false, { warning: { announcement: 'Работы до 18:00' }, navigate: null }],
    ['on, admin without an announcement', { enabled: true, message: '' }, true, false, { warning: { announcement: '' }, navigate: null }],
    ['on, admin on the maintenance screen: goes home', on, true, true, { warning: { announcement: 'Работы до 18:00' }, navigate: 'home' }],
    ['on, user: to the maintenance screen', on, false, false, { warning: null, navigate: 'toMaintenance' }],
    ['on, user already there: stays', on, false, true, { warning: null, navigate: null }],
    ['off, user on the maintenance screen: goes home', off, false, true, { warning: null, navigate: 'home' }],
    ['off, admin on the maintenance screen: goes home', off, true, true, { warning: null, navigate: 'home' }],
    ['off elsewhere: nothing', off, false, false, { warning: null, navigate: null }],
  ])('%s', (_name, mode, isAdmin, onMaintenanceScreen, expected) => {
    expect(decideMaintenanceAction(mode, { isAdmin, onMaintenanceScreen })).toEqual(expected);
  });
});
