import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_meta_model';
import * as m0003 from './0003_meta_seed';
import * as m0004 from './0004_read_indexes';
import * as m0005 from './0005_session_id_token';

// Numbered migrations, applied in order at start. Add new ones at the end; never edit an applied one.
const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_meta_model': m0002,
  '0003_meta_seed': m0003,
  '0004_read_indexes': m0004,
  '0005_session_id_token': m0005,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
