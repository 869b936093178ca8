import type { ServerArea } from './serverArea';
import { authArea } from './auth';
import { usersArea } from './admin/users';
import { dataApiArea } from './dataApi';
import { commandsArea } from './admin/commands';
import { statusArea } from './shell/status';
import { maintenanceArea } from './shell/maintenance';
import { errorLogArea } from './shell/errorLog';
import { dashboardArea } from './dashboard';
import { assignmentsArea } from './admin/assignments';
import { rolesArea } from './admin/roles';
import { profileArea } from './profile';
import { settingsArea } from './shell/settings';
import { feedbackArea } from './shell/feedback';
import { testControlsArea } from './shell/testControls';
import { queryHistoryArea } from './admin/queryHistory';
import { recentLinksArea } from './shell/recentLinks';
import { manualsArea } from './shell/manuals';
import { viewsArea } from './admin/views';
import { quickLaunchArea } from './shell/quickLaunch';
import { chatArea } from './chat';
import { importsArea } from './imports';
import { ontologyArea } from './ontology';
import { structuredDocumentsArea } from './documents/structured';
import { documentCommentsArea } from './documents/comments';
import { referencesArea } from './documents/references';
import { simpleDocumentsArea } from './documents/simple';
import { searchArea } from './search';
import { reportsArea } from './reports';
import { factExplorerArea } from './factExplorer';
import { semanticSearchArea } from './semanticSearch';
import { owlRulesArea } from './owlRules';
import { reasonerArea } from './reasoner';
import { dmnArea } from './dmn';
import { fcaArea } from './fca';
import { pluginsArea } from './shell/plugins';

/**
 * The product areas the server starts, in order: their routes are mounted, migrations applied,
 * first-start seeds run, write hooks registered and runtimes started in this order (OWL rules
 * derive before decision tables compute; the roles exist before the demo ontology). Adding an
 * area is one line here (and one in src/app/features.ts for its screens).
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  authArea,
  usersArea,
  dataApiArea,
  commandsArea,
  statusArea,
  maintenanceArea,
  errorLogArea,
  dashboardArea,
  assignmentsArea,
  rolesArea,
  profileArea,
  settingsArea,
  feedbackArea,
  testControlsArea,
  queryHistoryArea,
  recentLinksArea,
  manualsArea,
  viewsArea,
  quickLaunchArea,
  chatArea,
  importsArea,
  ontologyArea,
  structuredDocumentsArea,
  documentCommentsArea,
  referencesArea,
  simpleDocumentsArea,
  searchArea,
  reportsArea,
  factExplorerArea,
  semanticSearchArea,
  owlRulesArea,
  reasonerArea,
  dmnArea,
  fcaArea,
  pluginsArea,
];
