import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_meta_model';
import * as m0003 from './0003_meta_seed';
import * as m0004 from './0004_read_indexes';
import * as m0005 from './0005_session_id_token';
import * as m0006 from './0006_query_history';
import * as m0007 from './0007_shell_objects';
import * as m0008 from './0008_user_disabled';
import * as m0009 from './0009_oidc_silent_renew';
import * as m0010 from './0010_query_history_seq';
import * as m0011 from './0011_yjs_documents';
import * as m0012 from './0012_chat';
import * as m0013 from './0013_imports';
import * as m0014 from './0014_ontology_meta';
import * as m0015 from './0015_owl_imports';
import * as m0016 from './0016_ontology_doc_public';
import * as m0017 from './0017_documents';
import * as m0018 from './0018_simple_documents';
import * as m0019 from './0019_deferred_problem';
import * as m0020 from './0020_editor_on_maps';
import * as m0021 from './0021_semantic_search';
import * as m0022 from './0022_full_text_search';
import * as m0023 from './0023_reports';
import * as m0024 from './0024_owl_axioms';
import * as m0025 from './0025_reasoner';
import * as m0026 from './0026_owl_rules';
import * as m0027 from './0027_dmn';
import * as m0028 from './0028_fca';

// Numbered migrations, applied in order at start. Add new ones at the end; never edit an applied one.
const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_meta_model': m0002,
  '0003_meta_seed': m0003,
  '0004_read_indexes': m0004,
  '0005_session_id_token': m0005,
  '0006_query_history': m0006,
  '0007_shell_objects': m0007,
  '0008_user_disabled': m0008,
  '0009_oidc_silent_renew': m0009,
  '0010_query_history_seq': m0010,
  '0011_yjs_documents': m0011,
  '0012_chat': m0012,
  '0013_imports': m0013,
  '0014_ontology_meta': m0014,
  '0015_owl_imports': m0015,
  '0016_ontology_doc_public': m0016,
  '0017_documents': m0017,
  '0018_simple_documents': m0018,
  '0019_deferred_problem': m0019,
  '0020_editor_on_maps': m0020,
  '0021_semantic_search': m0021,
  '0022_full_text_search': m0022,
  '0023_reports': m0023,
  '0024_owl_axioms': m0024,
  '0025_reasoner': m0025,
  '0026_owl_rules': m0026,
  '0027_dmn': m0027,
  '0028_fca': m0028,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
