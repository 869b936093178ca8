import { sql } from 'kysely';
import type { AppContext } from '../context';

/**
 * PostgreSQL re-plans its queries as tables grow because autovacuum re-analyzes them; the embedded
 * PGlite has no autovacuum, so its statistics — and the plans cached from them, the foreign-key
 * checks of every insert among them — stay as they were when a table was small. An empty store
 * that grows to 100,000 instances in one process then checks each new row by scanning the whole
 * table. This job stands in for autoanalyze there: a table that has grown by a fifth (and by more
 * than a few pages) since it was last analyzed is analyzed again, which also invalidates the stale
 * cached plans.
 */
const GROWTH = 1.2;
const MIN_NEW_PAGES = 8;

export async function analyzeGrownTables(ctx: Pick<AppContext, 'db' | 'storeKind'>): Promise<string[]> {
  if (ctx.storeKind !== 'pglite') return [];
  const tables = await sql<{ name: string; analyzed_pages: number; pages: number }>`
    select c.relname as name, c.relpages as analyzed_pages,
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema()`.execute(ctx.db);
  const grown = tables.rows.filter((t) => t.pages > Math.max(t.analyzed_pages, 0) * GROWTH + MIN_NEW_PAGES).map((t) => t.name);
  for (const name of grown) await sql`analyze ${sql.id(name)}`.execute(ctx.db);
  return grown;
}
