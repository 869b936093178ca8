import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// A failed deferred data call kept the HTTP status it was to be answered with, in `result` as
// {"httpStatus": n}; the store now keeps the problem's kind instead (problems/problem.ts), and only
// the HTTP edge turns it into a status. Rows written before keep their answer: each status a
// problem could have been answered with becomes that kind; any other (a failure of the server)
// leaves `problem` null, which is answered as before, as the server's failure.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table deferred_requests add column problem text;
    update deferred_requests
      set problem = case result->>'httpStatus'
          when '400' then 'invalid'
          when '401' then 'unauthenticated'
          when '403' then 'forbidden'
          when '404' then 'notFound'
          when '409' then 'conflict'
          when '413' then 'tooLarge'
          when '429' then 'rateLimited'
        end,
        result = null
      where status = 'error';
  `,
  );
}
