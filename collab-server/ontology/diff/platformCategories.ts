import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { StateEntity } from '../../../realtime/protocol/ontology/diff';
import { byChunks } from './stateScope';

/**
 * The diff categories kept in platform tables rather than as instances: class views, roles,
 * assignments and attached files. Their value keys are the column names. Only what concerns the
 * exported instances is written (views of their classes, assignments on them, their files).
 */
const iso = (d: unknown): string => (d instanceof Date ? d : new Date(String(d))).toISOString();

export async function loadViews(db: Kysely<Database>, classIds: ReadonlySet<string> | null): Promise<StateEntity[]> {
  const views = await db.selectFrom('class_views').select(['id', 'name', 'class_id', 'fields', 'sort']).orderBy('name').execute();
  const roles = await db.selectFrom('class_view_roles').select(['view_id', 'role_id']).execute();
  return views
    .filter((v) => !classIds || classIds.has(v.class_id))
    .map((v) => ({
      id: v.id,
      name: v.name,
      class: ['view'],
      rvals: { class_id: [v.class_id], fields: [...(v.fields ?? [])], roles: roles.filter((r) => r.view_id === v.id).map((r) => r.role_id).sort() },
      ...(v.sort ? { svals: { sort: [`${v.sort.prop} ${v.sort.dir}`] } } : {}),
    }));
}

export async function loadRoles(db: Kysely<Database>): Promise<StateEntity[]> {
  const rows = await db.selectFrom('roles').select(['id', 'code', 'name', 'is_global', 'is_multi', 'not_active', 'subject_area']).orderBy('code').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    class: ['role'],
    svals: { code: [r.code] },
    bvals: { is_global: [r.is_global], is_multi: [r.is_multi], not_active: [r.not_active] },
    ...(r.subject_area ? { rvals: { subject_area: [r.subject_area] } } : {}),
  }));
}

export async function loadAssignments(db: Kysely<Database>, objects: ReadonlySet<string> | null): Promise<StateEntity[]> {
  const rows = await db
    .selectFrom('assignments as a')
    .leftJoin('roles as r', 'r.id', 'a.role_id')
    .select(['a.id', 'a.obj_id', 'a.user_id', 'a.osa_role_id', 'a.role_id', 'a.not_active', 'a.active_until', 'r.code'])
    .orderBy('a.id')
    .execute();
  return rows
    .filter((a) => !objects || (a.obj_id !== null && objects.has(a.obj_id)))
    .map((a) => {
      const refs: Record<string, string[]> = { role_id: [a.role_id] };
      if (a.obj_id) refs.obj_id = [a.obj_id];
      if (a.user_id) refs.user_id = [a.user_id];
      if (a.osa_role_id) refs.osa_role_id = [a.osa_role_id];
      return {
        id: a.id,
        name: a.code ?? '',
        class: ['assignment'],
        rvals: refs,
        bvals: { not_active: [a.not_active] },
        ...(a.active_until ? { svals: { active_until: [iso(a.active_until)] } } : {}),
      };
    });
}

/** Files attached to the exported instances: name, type, size and a digest of the content (not the content). */
export async function loadAttachments(db: Kysely<Database>, instances: readonly string[]): Promise<StateEntity[]> {
  const rows = await byChunks(instances, (chunk) =>
    db
      .selectFrom('files')
      .select(['id', 'inst', 'name', 'mime', 'size', 'author', sql<string>`md5(content)`.as('digest')])
      .where('inst', 'in', chunk)
      .execute(),
  );
  return rows
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((f) => ({
      id: f.id,
      name: f.name,
      class: ['file'],
      svals: { mime: [f.mime], md5: [f.digest] },
      ivals: { size: [Number(f.size)] },
      rvals: { inst: f.inst ? [f.inst] : [], ...(f.author ? { author: [f.author] } : {}) },
    }));
}
