import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store';
import type { SemanticSearchesTable } from './searchTables';
import { searchSettingsSchema, type SaveSearch, type SavedSearch } from '../../realtime/protocol/semanticSearch';

/** The `semantic_searches` table (migration 0021). */

export type SearchRow = Selectable<SemanticSearchesTable> & { root_class_name: string | null; author_name: string | null };

const selectRows = (db: Kysely<Database>) =>
  db
    .selectFrom('semantic_searches as s')
    .leftJoin('instances as c', 'c.id', 's.root_class')
    .leftJoin('users as u', 'u.id', 's.author')
    .selectAll('s')
    .select(['c.name as root_class_name', 'u.name as author_name']);

export async function findSearchRow(db: Kysely<Database>, id: string): Promise<SearchRow | null> {
  return (await selectRows(db).where('s.id', '=', id).executeTakeFirst()) ?? null;
}

export async function listSearchRows(db: Kysely<Database>, rootClasses?: string[]): Promise<SearchRow[]> {
  let query = selectRows(db).orderBy('s.name').orderBy('s.id');
  if (rootClasses) {
    if (rootClasses.length === 0) return [];
    query = query.where('s.root_class', 'in', rootClasses);
  }
  return query.execute();
}

const rootClassOf = (input: SaveSearch): string => input.json.filters[0]!.nodes[0]!.classId;

export async function insertSearch(db: Kysely<Database>, authorId: string, input: SaveSearch, roles: string[] = []): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('semantic_searches')
    .values({
      id,
      code: input.code,
      name: input.name,
      description: input.desc,
      root_class: rootClassOf(input),
      subject_area: JSON.stringify(input.subject_area),
      author: authorId,
      settings: JSON.stringify(input.json),
      app: input.app,
      roles: JSON.stringify(roles),
    })
    .execute();
  return id;
}

export async function updateSearch(db: Kysely<Database>, id: string, input: SaveSearch): Promise<void> {
  await db
    .updateTable('semantic_searches')
    .set({
      code: input.code,
      name: input.name,
      description: input.desc,
      root_class: rootClassOf(input),
      subject_area: JSON.stringify(input.subject_area),
      settings: JSON.stringify(input.json),
      app: input.app,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** The search and the assignments given on it. */
export async function deleteSearch(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('assignments').where('obj_id', '=', id).execute();
    await trx.deleteFrom('semantic_searches').where('id', '=', id).execute();
  });
}

export async function setSearchRoles(db: Kysely<Database>, id: string, roles: string[]): Promise<void> {
  await db.updateTable('semantic_searches').set({ roles: JSON.stringify(roles) }).where('id', '=', id).execute();
}

/** The stored json, read with the current schema (defaults filled in). */
export const settingsOf = (row: SearchRow) => searchSettingsSchema.parse(typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings);

const toArray = (value: unknown): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? (JSON.parse(value) as string[]) : []);
export const rolesOf = (row: SearchRow): string[] => toArray(row.roles);

export function presentSearch(row: SearchRow, mayEdit: boolean): SavedSearch {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    desc: row.description,
    rootClass: row.root_class,
    rootClassName: row.root_class_name ?? '',
    subject_area: toArray(row.subject_area),
    author: row.author,
    authorName: row.author_name ?? '',
    dateCreate: new Date(row.created_at).toISOString(),
    json: settingsOf(row),
    app: row.app,
    roles: rolesOf(row),
    mayEdit,
  };
}

export const presentSummary = (row: SearchRow, mayEdit: boolean): Omit<SavedSearch, 'json'> => {
  const { json: _json, ...rest } = presentSearch(row, mayEdit);
  return rest;
};
