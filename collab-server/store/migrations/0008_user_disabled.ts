import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// Administrators switch an account off without deleting it (its objects, roles and history stay):
// a disabled user cannot sign in and none of their tokens or data sessions is accepted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table users add column disabled boolean not null default false;
  `,
  );
}
