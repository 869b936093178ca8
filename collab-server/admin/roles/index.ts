export { rolesArea } from './rolesArea';
export { TAG_ROLE_LINKS, VIEW_ROLE_LINKS, readRoleLinks, writeRoleLinks } from './roleLinks';
export { heldActiveRoleIds, knownRoleIds } from './roleReferences';
