import { describe, expect, it } from 'vitest';
import { assignmentState, isAssignmentValid, type AssignmentFacts, type AssignmentQuery, type AssignmentState } from './assignmentValidity';

const NOW = new Date('2025-06-01T12:00:00Z');
const ANN = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOB = 'bbbbbbbb-0000-4000-8000-000000000002';
const EVE = 'eeeeeeee-0000-4000-8000-000000000003';
const ROLE = 'cccccccc-0000-4000-8000-000000000004';
const OTHER_ROLE = 'cccccccc-0000-4000-8000-000000000005';
const OBJ = 'dddddddd-0000-4000-8000-000000000006';
const OTHER_OBJ = 'dddddddd-0000-4000-8000-000000000007';

const base: AssignmentFacts = { userId: ANN, osaRoleUserIds: [], roleId: ROLE, roleCode: 'edu.teacher', objectId: OBJ, notActive: false, activeUntil: null };
const viaGroup: AssignmentFacts = { ...base, userId: null, osaRoleUserIds: [BOB, EVE] };

describe('isAssignmentValid', () => {
  const cases: Array<[string, AssignmentFacts, AssignmentQuery, boolean]> = [
    ['direct user, nothing else asked', base, { userId: ANN }, true],
    ['another user', base, { userId: BOB }, false],
    ['user through the osa role', viaGroup, { userId: BOB }, true],
    ['user not in the osa role', viaGroup, { userId: ANN }, false],
    ['no user asked: any holder', viaGroup, {}, true],
    ['role code matches', base, { userId: ANN, roleCode: 'edu.teacher' }, true],
    ['role code differs', base, { userId: ANN, roleCode: 'edu.author' }, false],
    ['role id matches', base, { roleId: ROLE }, true],
    ['role id differs', base, { roleId: OTHER_ROLE }, false],
    ['object matches', base, { userId: ANN, objectId: OBJ }, true],
    ['object differs', base, { userId: ANN, objectId: OTHER_OBJ }, false],
    ['object asked, assignment without object', { ...base, objectId: null }, { objectId: OBJ }, false],
    ['no object asked, assignment without object', { ...base, objectId: null }, { userId: ANN }, true],
    ['suspended', { ...base, notActive: true }, { userId: ANN }, false],
    ['ends in the future', { ...base, activeUntil: '2025-06-02T00:00:00Z' }, { userId: ANN }, true],
    ['ended in the past', { ...base, activeUntil: new Date('2025-05-31T00:00:00Z') }, { userId: ANN }, false],
    ['ends exactly now: no longer counts', { ...base, activeUntil: NOW }, { userId: ANN }, false],
    ['everything matches through the group', viaGroup, { userId: EVE, roleCode: 'edu.teacher', roleId: ROLE, objectId: OBJ }, true],
  ];
  it.each(cases)('%s', (_name, a, q, expected) => {
    expect(isAssignmentValid(a, q, NOW)).toBe(expected);
  });
});

describe('assignmentState', () => {
  const cases: Array<[string, Pick<AssignmentFacts, 'notActive' | 'activeUntil'>, AssignmentState]> = [
    ['no end date', { notActive: false, activeUntil: null }, 'active'],
    ['future end', { notActive: false, activeUntil: '2030-01-01' }, 'active'],
    ['past end', { notActive: false, activeUntil: '2020-01-01' }, 'expired'],
    ['suspended wins over expiry', { notActive: true, activeUntil: '2020-01-01' }, 'suspended'],
  ];
  it.each(cases)('%s', (_name, a, expected) => {
    expect(assignmentState(a, NOW)).toBe(expected);
  });
});
