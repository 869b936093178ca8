import type { AssignmentState } from '../../../../model/assignmentValidity';

export const STATE_TONES: Record<AssignmentState, 'green' | 'amber' | 'gray'> = { active: 'green', suspended: 'amber', expired: 'gray' };
