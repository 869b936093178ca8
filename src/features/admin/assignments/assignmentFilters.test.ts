import { describe, expect, it } from 'vitest';
import { filterAssignments, filtersFromSearch, filtersToSearch, type AssignmentFilters } from './assignmentFilters';
import { ANN, TEACHER, testAssignment as assignment } from './testAssignment';

const NOW = new Date('2025-06-01T12:00:00Z');
const BOB = 'bbbbbbbb-0000-4000-8000-000000000002';
const AUTHOR = 'cccccccc-0000-4000-8000-000000000005';
const COURSE = 'dddddddd-0000-4000-8000-000000000006';

const direct = assignment('1', {});
const viaGroup = assignment('2', { user_id: null, user: null, osaRole: 'Группа', osaRole_id: 'ffffffff-0000-4000-8000-000000000009', osaRoleUserIds: [BOB] });
const suspended = assignment('3', { not_active: true });
const expired = assignment('4', { activeUntil: '2025-05-01T00:00:00.000Z', role_id: AUTHOR, role_code: 'edu.author' });
const onCourse = assignment('5', { obj_id: COURSE, obj: 'Курс' });
const all = [direct, viaGroup, suspended, expired, onCourse];

describe('filterAssignments', () => {
  const ids = (filters: AssignmentFilters) => filterAssignments(all, filters, NOW).map((a) => a.id.slice(-1));
  it('no filter keeps everything', () => expect(ids({ onlyValid: false })).toEqual(['1', '2', '3', '4', '5']));
  it('a user finds direct assignments', () => expect(ids({ userId: ANN, onlyValid: false })).toEqual(['1', '3', '4', '5']));
  it('a user finds assignments through an osa role', () => expect(ids({ userId: BOB, onlyValid: false })).toEqual(['2']));
  it('by role', () => expect(ids({ roleId: AUTHOR, onlyValid: false })).toEqual(['4']));
  it('by object', () => expect(ids({ objectId: COURSE, onlyValid: false })).toEqual(['5']));
  it('only valid drops suspended and expired', () => expect(ids({ onlyValid: true })).toEqual(['1', '2', '5']));
});

describe('filters in the address', () => {
  it('round-trip', () => {
    const filters: AssignmentFilters = { userId: ANN, roleId: TEACHER, objectId: COURSE, onlyValid: true };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
  it('empty filters make an empty query', () => expect(filtersToSearch({ onlyValid: false }).toString()).toBe(''));
  it('reads short names', () => expect(filtersFromSearch(new URLSearchParams('user=x&valid=1'))).toEqual({ userId: 'x', onlyValid: true }));
});
