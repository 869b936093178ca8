import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// A silent renewal (prompt=none, in a hidden frame) ends on a page that hands the new ssoToken to
// the app in the frame's parent rather than navigating: the state row remembers which flow it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table oidc_states add column silent boolean not null default false;
  `,
  );
}
