import type { Kysely } from 'kysely';

// placeholder: the simple-documents helper writes this migration (publications of simple documents)
export async function up(_db: Kysely<unknown>): Promise<void> {}
