import { rolesResultSchema } from '../../../../realtime/protocol/admin/roles';
import { request } from './adminRequest';

// Read by the roles, users, assignments and views screens alike, so it lives below all of them.
/** Administrators see inactive roles too; everyone else the active ones. */
export const listRoles = (all: boolean) => request(rolesResultSchema, all ? 'roles?all=true' : 'roles');
export const listAllRoles = () => listRoles(true);
