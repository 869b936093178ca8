import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { GetDataResult } from '../../realtime/protocol/dataApi/getData';

/** JSON with object keys sorted, so equal requests give equal cache keys whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A cached answer: where it is kept and for how long. */
export type CacheEntry = {
  key: string;
  /** The command it answers, so its answers can be cleared together; null for plain requests. */
  command: string | null;
  /** The user it was computed for; null when shared by every caller of a kind. */
  userId: string | null;
  seconds: number;
};

/** `prefix:` + a digest of the parts: readable in the table, fixed in length. */
export function cacheKey(prefix: string, parts: unknown): string {
  return `${prefix}:${createHash('sha256').update(stableJson(parts)).digest('base64url')}`;
}

/** A fresh cached answer, or null. Expired entries are ignored; the scheduler purges them. */
export async function readCached(db: Kysely<Database>, key: string): Promise<GetDataResult | null> {
  const row = await db.selectFrom('result_cache').select('value').where('key', '=', key).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  if (!row) return null;
  return (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as GetDataResult;
}

export async function writeCached(db: Kysely<Database>, entry: CacheEntry, value: GetDataResult): Promise<void> {
  const expires = sql<Date>`now() + make_interval(secs => ${entry.seconds})`;
  const json = JSON.stringify(value);
  await db
    .insertInto('result_cache')
    .values({ key: entry.key, command: entry.command, user_id: entry.userId, value: json, expires_at: expires })
    .onConflict((oc) => oc.column('key').doUpdateSet({ command: entry.command, user_id: entry.userId, value: json, expires_at: expires }))
    .execute();
}

/** The cached answer when fresh, else computes, keeps and returns it. */
export async function withResultCache(db: Kysely<Database>, entry: CacheEntry, compute: () => Promise<GetDataResult>): Promise<GetDataResult> {
  const hit = await readCached(db, entry.key);
  if (hit) return hit;
  const value = await compute();
  await writeCached(db, entry, value);
  return value;
}

/** Removes the cached answers of a command (only those of one user when userId is given); returns how many. */
export async function clearCommandCache(db: Kysely<Database>, command: string, userId?: string): Promise<number> {
  let query = db.deleteFrom('result_cache').where('command', '=', command);
  if (userId) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
