export { openStore, type Migrations } from './database';
export { readMaintenanceMode, writeMaintenanceMode } from './maintenanceMode';
export { CORE_MIGRATIONS } from './migrations/index';
export { runStatements } from './migrations/runStatements';
export { type ChangeLogTable, type Database, type GeneratedTimestamp, type Session, type Timestamp, type User, type UsersTable } from './schema';
export { claimSeedStep } from './seedOnce';
export { ensureSetting, readSetting, writeSetting } from './settingsRepository';
export { IDS_PER_ANY_STATEMENT, IDS_PER_STATEMENT, ROWS_PER_ARRAY_STATEMENT, ROWS_PER_STATEMENT, chunks, insertByColumns, type ArrayColumn } from './sqlBatches';
