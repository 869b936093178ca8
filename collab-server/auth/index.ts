export { authArea } from './authArea';
export { callerAccess, callerFromToken, resolveCaller, tokenFromHeader, type Caller, type CallerAccess } from './caller';
export { loadLicense } from './license';
export { requireAdmin, requireCaller, requireSignedIn } from './requestCaller';
export { readNewUserRoles, writeNewUserRoles } from './startingRights';
export { createTokenSigner } from './tokens';
export { UNDELETABLE_LOGIN, createUser, deleteUser, listUsers, revokeSessionsOf, updateUser } from './userAccounts';
export { selectUsers } from './userRow';
