/**
 * Who sees and who changes a tag (platform spec §3, domain spec §6). The server's SQL filter
 * (collab-server/profile/tagRepository.ts) implements the same rule; an integration test checks
 * the two agree on a table of cases.
 */

/** What visibility looks at in a tag. */
export type TagAccess = {
  author: string;
  shared: boolean;
  /** Role ids the tag is available to; they count only when it is shared. */
  roles: readonly string[];
};

export type TagViewer = {
  userId: string;
  isAdmin: boolean;
  /** Ids of the roles the viewer holds that are active: inactive roles are excluded everywhere (spec §6). */
  roleIds: readonly string[];
};

/** Its author, any administrator, and — when shared — whoever holds one of its roles. */
export function canSeeTag(tag: TagAccess, viewer: TagViewer): boolean {
  if (viewer.isAdmin || tag.author === viewer.userId) return true;
  return tag.shared && tag.roles.some((role) => viewer.roleIds.includes(role));
}

/** Only its author or an administrator renames, recolours, shares or deletes it. */
export function canChangeTag(tag: Pick<TagAccess, 'author'>, viewer: Pick<TagViewer, 'userId' | 'isAdmin'>): boolean {
  return viewer.isAdmin || tag.author === viewer.userId;
}
