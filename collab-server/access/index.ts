export { fetchAssignments } from './assignmentFetcher';
export { assignmentsWithNames } from './assignmentRows';
export { loadEditRights } from './editRightsLoader';
export { loadAnchorMaps, loadEntityMaps } from './entityMapsLoader';
export { READER_ROLE, checkSharedUsers, replaceSharedUsers, sharedUsersOf, type SharedUser, type SharingMessages } from './objectSharing';
export { tellRightsChanged } from './rightsChanged';
export { roleHolders, userRoleCodes } from './roleHolders';
export { accessTo, loadAccessGrants, loadAccessTo, readScope, requireAccess, rolesHeldOn, type AccessGrants, type ObjectAccess, type ReadScope, type Refusals, type SharedObject, type Wanted } from './sharedObjectPolicy';
