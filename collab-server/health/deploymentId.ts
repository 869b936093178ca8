import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { ensureSetting } from '../store';

/**
 * A random id made on first start and kept in the store: every process of one deployment reads the
 * same one, while deployments (and test servers) sharing a Redis get different ones. Used to
 * namespace Redis keys.
 */
export async function deploymentId(db: Kysely<Database>): Promise<string> {
  return ensureSetting(db, 'deployment_id', () => randomUUID());
}
