import { assignmentSchema, assignmentsResultSchema, type CreateAssignment, type UpdateAssignment } from '../../../../realtime/protocol/admin/assignments';
import { request, send } from '../api/adminRequest';

// The whole list is loaded and filtered here: the server's userId filter finds direct assignments
// only, while the screen must also show those a user holds through an osa role (domain spec §5).
export const listAssignments = () => request(assignmentsResultSchema, 'assignments');
export const createAssignment = (body: CreateAssignment) => request(assignmentSchema, 'assignments', { method: 'POST', body });
export const updateAssignment = (id: string, body: UpdateAssignment) => request(assignmentSchema, `assignments/${id}`, { method: 'PATCH', body });
export const deleteAssignment = (id: string) => send(`assignments/${id}`, { method: 'DELETE' });
