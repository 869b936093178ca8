import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { findMapHeader } from '../ontologyMaps';
import type { Caller } from '../../auth';
import { DIFF_CATEGORIES, STATE_FORMAT, STATE_FORMAT_VERSION, type DiffCategory, type StateEntity, type StateFile } from '../../../realtime/protocol/ontology/diff';
import { unreadableClasses } from '../../ontologyStore';
import { APP_VERSION } from '../../config';
import { invalid } from '../../problems';
import { loadStateScope } from './stateScope';
import { loadStateEntities } from './stateEntities';
import { loadAssignments, loadAttachments, loadRoles, loadViews } from './platformCategories';

async function mapHeader(db: Kysely<Database>, map: string | null): Promise<{ id: string; name: string } | null> {
  if (!map) return null;
  const row = await findMapHeader(db, map);
  if (!row) throw invalid(`Карта онтологии ${map} не найдена`);
  return row;
}

/**
 * The state file of the ontology (or of one ontology map) for /base-update and the ontology diff:
 * every diff category of domain spec §9. Categories the product keeps no objects of (rules,
 * bookmarks, field/limit/instance-access descriptors, dependencies, discourses, subject areas) are
 * empty arrays. Assignments are written for administrators only: they say who holds which role.
 */
export async function exportOntologyState(db: Kysely<Database>, caller: Caller, map: string | null): Promise<StateFile> {
  const header = { format: STATE_FORMAT, formatVersion: STATE_FORMAT_VERSION, exportedAt: new Date().toISOString(), appVersion: APP_VERSION, map: await mapHeader(db, map) } as const;
  const scope = await loadStateScope(db, unreadableClasses(caller), map);
  const propNames: Record<string, string> = {};
  const categories = Object.fromEntries(DIFF_CATEGORIES.map((c) => [c, [] as StateEntity[]])) as Record<DiffCategory, StateEntity[]>;
  categories.classes = await loadStateEntities(db, scope.classes, scope.classesOf, propNames);
  categories.properties = await loadStateEntities(db, scope.properties, scope.classesOf, propNames);
  categories.instances = await loadStateEntities(db, scope.instances, scope.classesOf, propNames);
  // a property's name is its own: the file names even properties no exported instance has values of
  for (const p of categories.properties) propNames[p.id] = p.name;
  const all = [...scope.classes, ...scope.properties, ...scope.instances];
  categories.views = await loadViews(db, map ? new Set(scope.classes) : null);
  categories.roles = await loadRoles(db);
  categories.assignments = caller.user.is_admin ? await loadAssignments(db, map ? new Set(all) : null) : [];
  categories.attachments = await loadAttachments(db, all);
  return { header, propNames, categories };
}
