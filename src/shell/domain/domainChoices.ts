import { idSchema } from '../../../realtime/protocol/ids';
import type { Role } from '../../../realtime/protocol/admin/roles';

/** The subject areas the user can pick as default: those of the active roles they hold, each once, in role order. */
export function userSubjectAreas(roles: readonly Role[], userRoleCodes: readonly string[]): string[] {
  const held = new Set(userRoleCodes);
  const areas: string[] = [];
  for (const role of roles) {
    if (role.not_active || !held.has(role.code) || role.subject_area === null) continue;
    if (!areas.includes(role.subject_area)) areas.push(role.subject_area);
  }
  return areas;
}

/** The stored defaultDomain preference as an id; anything else (absent, null, garbage) means no default. */
export function storedDomainId(value: unknown): string | null {
  return idSchema.safeParse(value).success ? (value as string) : null;
}
