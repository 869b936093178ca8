import { PGlite } from '@electric-sql/pglite';

/**
 * The floor: the transitive closure of the asserted subclass edges, computed by PostgreSQL's
 * recursive CTE on PGlite (in-process, as the default store runs). Loading the edges is not timed;
 * the query is, median of `runs`. Answers the closure's size and the median time.
 */
export async function closureBySql(edges: [number, number][], runs = 3): Promise<{ rows: number; ms: number }> {
  const db = new PGlite();
  try {
    await db.exec('create table edges (sub int not null, sup int not null); create index on edges (sub)');
    for (let i = 0; i < edges.length; i += 5000) {
      const batch = edges.slice(i, i + 5000);
      await db.query('insert into edges select * from unnest($1::int[], $2::int[])', [batch.map((e) => e[0]), batch.map((e) => e[1])]);
    }
    await db.exec('analyze edges');
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const r = await db.query<{ n: number }>(
        `with recursive closure(sub, sup) as (select sub, sup from edges union select c.sub, e.sup from closure c join edges e on e.sub = c.sup)
         select count(*)::int as n from closure`,
      );
      times.push(performance.now() - t0);
      rows = r.rows[0]?.n ?? 0;
    }
    times.sort((a, b) => a - b);
    return { rows, ms: times[Math.floor(times.length / 2)]! };
  } finally {
    await db.close();
  }
}
