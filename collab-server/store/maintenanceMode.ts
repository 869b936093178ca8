import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { readSetting, writeSetting } from './settingsRepository';

export type MaintenanceMode = { enabled: boolean; message: string };

const KEY = 'maintenance_mode';
const CACHE_MS = 2000;
let cached: { at: number; value: MaintenanceMode; db: Kysely<Database> } | null = null;

/** The maintenance state, shared by all processes through the database (cached 2 s per process). */
export async function readMaintenanceMode(db: Kysely<Database>): Promise<MaintenanceMode> {
  if (cached && cached.db === db && Date.now() - cached.at < CACHE_MS) return cached.value;
  const value = (await readSetting<MaintenanceMode>(db, KEY)) ?? { enabled: false, message: '' };
  cached = { at: Date.now(), value, db };
  return value;
}

export async function writeMaintenanceMode(db: Kysely<Database>, value: MaintenanceMode): Promise<void> {
  await writeSetting(db, KEY, value);
  cached = { at: Date.now(), value, db };
}
