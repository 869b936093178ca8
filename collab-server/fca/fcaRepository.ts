import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import { fcaSettingsSchema, formalContextSchema, type FcaSettings, type FormalContextWire } from '../../realtime/protocol/fca';
import { replaceSharedUsers, sharedUsersOf, type SharedUser } from '../access';
import type { ReadScope } from '../access';
import { FCA_MESSAGES } from './fcaMessages';

type Db = Kysely<Database> | Transaction<Database>;

/** An entry row as the routes present it, with its author's name and its settings parsed. */
export type FcaRow = {
  id: string;
  name: string;
  annotation: string;
  settings: FcaSettings;
  author: string | null;
  author_name: string | null;
  date_create: Date;
  revision: number;
};

type RawRow = Omit<FcaRow, 'settings'> & { settings: string };

const selectEntries = (db: Db) =>
  db
    .selectFrom('fca_entries as f')
    .leftJoin('users as u', 'u.id', 'f.author')
    .select(['f.id', 'f.name', 'f.annotation', 'f.settings', 'f.author', 'u.name as author_name', 'f.date_create', 'f.revision']);

// settings were validated when saved; a row that no longer parses (an older shape) is still listed
// (as an uploaded context) rather than failing the whole list
const FALLBACK: FcaSettings = { source: 'upload', format: 'cxt', fileName: '', analysis: { minSupport: 0.1, minConfidence: 0.8, latticeMinExtent: 0 } };

function parsedRow(raw: RawRow): FcaRow {
  let settings: FcaSettings = FALLBACK;
  try {
    const parsed = fcaSettingsSchema.safeParse(JSON.parse(raw.settings));
    if (parsed.success) settings = parsed.data;
  } catch {
    // keep the fallback
  }
  return { ...raw, settings };
}

export async function findEntry(db: Db, id: string): Promise<FcaRow | undefined> {
  const raw = (await selectEntries(db).where('f.id', '=', id).executeTakeFirst()) as RawRow | undefined;
  return raw ? parsedRow(raw) : undefined;
}

/** The stored (uploaded) context of an entry; null for one built from the ontology. */
export async function storedContext(db: Db, id: string): Promise<FormalContextWire | null> {
  const row = await db.selectFrom('fca_entries').select('context').where('id', '=', id).executeTakeFirst();
  if (!row || row.context === null) return null;
  const value = typeof row.context === 'string' ? JSON.parse(row.context) : row.context;
  const parsed = formalContextSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The entries in the caller's read scope (the shared-object policy's): all for an administrator. Newest first. */
export async function listReadableEntries(db: Db, scope: ReadScope): Promise<FcaRow[]> {
  let query = selectEntries(db);
  if (!scope.all) {
    const { objects, roles } = scope;
    query = query.where((eb) =>
      eb.or([
        ...(scope.author ? [eb('f.author', '=', scope.author)] : []),
        ...(objects.length ? [eb('f.id', 'in', objects)] : []),
        ...(roles.length ? [eb.exists(eb.selectFrom('fca_roles as fr').select('fr.entry_id').whereRef('fr.entry_id', '=', 'f.id').where('fr.role_id', 'in', roles))] : []),
      ]),
    );
  }
  const rows = (await query.orderBy('f.date_create', 'desc').orderBy('f.name').execute()) as RawRow[];
  return rows.map(parsedRow);
}

/** The roles an entry is shared with: their holders read it. */
export async function fcaRoleIds(db: Db, entryId: string): Promise<string[]> {
  const rows = await db.selectFrom('fca_roles').select('role_id').where('entry_id', '=', entryId).execute();
  return rows.map((r) => r.role_id);
}

export type EntryContent = { name: string; annotation: string; settings: FcaSettings; context: FormalContextWire | null };

export async function insertEntry(db: Db, author: string, content: EntryContent): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('fca_entries')
    .values({
      id,
      name: content.name,
      annotation: content.annotation,
      settings: JSON.stringify(content.settings),
      context: content.context ? JSON.stringify(content.context) : null,
      author,
    })
    .execute();
  return id;
}

/**
 * Writes the new state if the row is still at `revision` (the context kept when `context` is
 * undefined); false when someone saved meanwhile.
 */
export async function updateEntry(db: Db, id: string, revision: number, content: Omit<EntryContent, 'context'> & { context: FormalContextWire | null | undefined }): Promise<boolean> {
  const result = await db
    .updateTable('fca_entries')
    .set({
      name: content.name,
      annotation: content.annotation,
      settings: JSON.stringify(content.settings),
      ...(content.context !== undefined ? { context: content.context ? JSON.stringify(content.context) : null } : {}),
      revision: revision + 1,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The entry (its roles and runs cascade) and the assignments given on it (they name it by id, with no foreign key). */
export async function deleteEntry(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('assignments').where('obj_id', '=', id).execute();
    await trx.deleteFrom('fca_entries').where('id', '=', id).execute();
  });
}

export async function readSharing(db: Db, entryId: string): Promise<{ role: string[]; assignments: Array<{ userId: string; edit: boolean; name: string; login: string }> }> {
  const [roles, assignments] = await Promise.all([db.selectFrom('fca_roles').select('role_id').where('entry_id', '=', entryId).orderBy('role_id').execute(), sharedUsersOf(db, entryId)]);
  return { role: roles.map((r) => r.role_id), assignments };
}

/** Replaces who the entry is shared with (in the caller's transaction): its roles, and its users' reader or editor assignments. */
export async function writeSharing(trx: Transaction<Database>, entryId: string, roleIds: readonly string[], assignments: readonly SharedUser[]): Promise<void> {
  await trx.deleteFrom('fca_roles').where('entry_id', '=', entryId).execute();
  if (roleIds.length) await trx.insertInto('fca_roles').values(roleIds.map((role_id) => ({ entry_id: entryId, role_id }))).execute();
  await replaceSharedUsers(trx, entryId, assignments, FCA_MESSAGES);
}
