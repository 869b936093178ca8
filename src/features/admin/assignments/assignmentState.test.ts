import { describe, expect, it } from 'vitest';
import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import { assignmentStateOf } from './assignmentState';
import { testAssignment as assignment } from './testAssignment';

const NOW = new Date('2025-06-01T12:00:00Z');

describe('assignmentStateOf', () => {
  const cases: Array<[string, Assignment, string]> = [
    ['no end, not suspended', assignment('1'), 'active'],
    ['suspended', assignment('3', { not_active: true }), 'suspended'],
    ['ended in the past', assignment('4', { activeUntil: '2025-05-01T00:00:00.000Z' }), 'expired'],
    ['ends in the future', assignment('6', { activeUntil: '2025-07-01T00:00:00.000Z' }), 'active'],
    ['suspended and ended: suspension wins', assignment('7', { not_active: true, activeUntil: '2025-01-01T00:00:00.000Z' }), 'suspended'],
  ];
  it.each(cases)('%s', (_name, a, state) => expect(assignmentStateOf(a, NOW)).toBe(state));
});
