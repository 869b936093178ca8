import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { FileInfo } from '../../realtime/protocol/dataApi/files';

export type NewFile = { name: string; mime: string; content: Buffer; inst: string | null; author: string };
export type StoredFile = FileInfo & { content: Buffer };

export async function saveFile(db: Kysely<Database>, file: NewFile): Promise<FileInfo> {
  const id = randomUUID();
  await db.insertInto('files').values({ id, inst: file.inst, name: file.name, mime: file.mime, size: file.content.length, content: file.content, author: file.author }).execute();
  return { id, name: file.name, size: file.content.length, mime: file.mime };
}

export async function readFile(db: Kysely<Database>, id: string): Promise<StoredFile | null> {
  const row = await db.selectFrom('files').select(['id', 'name', 'mime', 'size', 'content']).where('id', '=', id).executeTakeFirst();
  // PGlite answers bytea as a Uint8Array, pg as a Buffer
  return row ? { ...row, content: Buffer.from(row.content) } : null;
}

/** Removes the files attached to those of the instances that no longer exist; live instances keep theirs. */
export async function removeFilesOfDeletedInstances(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const alive = await trx.selectFrom('instances').select('id').where('id', 'in', [...ids]).execute();
    const aliveIds = new Set(alive.map((r) => r.id));
    const gone = [...new Set(ids)].filter((id) => !aliveIds.has(id));
    if (gone.length === 0) return 0;
    const deleted = await trx.deleteFrom('files').where('inst', 'in', gone).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
