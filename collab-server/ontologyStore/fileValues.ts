import { sql } from 'kysely';
import { invalid } from '../problems';
import { chunks, IDS_PER_STATEMENT, ROWS_PER_STATEMENT } from '../store';
import type { WriteEnv } from './setItemValidation';

/**
 * Values of 'file' properties are ids of uploaded files: each must exist. A file uploaded before its
 * instance was saved (no `inst` yet) is attached to the instance, so file/remove-all finds it later.
 */
export async function checkAndAttachFiles(env: WriteEnv): Promise<void> {
  const refs = env.state.fileRefs.filter((ref) => env.state.live(ref.inst));
  if (refs.length === 0) return;
  const found = new Set<string>();
  for (const batch of chunks([...new Set(refs.map((r) => r.file))], IDS_PER_STATEMENT)) {
    const rows = await env.trx.selectFrom('files').select('id').where('id', 'in', batch).execute();
    rows.forEach((r) => found.add(r.id));
  }
  const missing = refs.find((r) => !found.has(r.file));
  if (missing) throw invalid(`Файл не найден: ${missing.file} (data[${missing.item}])`);
  for (const batch of chunks(refs, ROWS_PER_STATEMENT)) {
    const pairs = sql.join(batch.map((r) => sql`(${r.file}::uuid, ${r.inst}::uuid)`));
    await sql`update files set inst = v.inst from (values ${pairs}) as v(id, inst) where files.id = v.id and files.inst is null`.execute(env.trx);
  }
}
