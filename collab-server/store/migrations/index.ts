import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_meta_model';
import * as m0003 from './0003_meta_seed';
import * as m0004 from './0004_read_indexes';
import * as m0005 from './0005_session_id_token';
import * as m0007 from './0007_shell_objects';
import * as m0008 from './0008_user_disabled';
import * as m0009 from './0009_oidc_silent_renew';
import * as m0011 from './0011_yjs_documents';
import * as m0019 from './0019_deferred_problem';

// The platform's own numbered migrations (users, sessions, the ontology store, shell objects, Yjs
// documents, deferred requests). Areas bring theirs (ServerArea.migrations); all are applied in the
// order of their names. Add new ones at the end; never edit an applied one.
export const CORE_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_platform': m0001,
  '0002_meta_model': m0002,
  '0003_meta_seed': m0003,
  '0004_read_indexes': m0004,
  '0005_session_id_token': m0005,
  '0007_shell_objects': m0007,
  '0008_user_disabled': m0008,
  '0009_oidc_silent_renew': m0009,
  '0011_yjs_documents': m0011,
  '0019_deferred_problem': m0019,
};
