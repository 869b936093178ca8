import type { FeatureModule } from '../shell/featureHost/featureModule';
import { adminFeature } from '../features/admin/adminFeature';
import { authFeature } from '../features/auth/authFeature';
import { chatFeature } from '../features/chat/chatFeature';
import { dashboardFeature } from '../features/dashboard/dashboardFeature';
import { dmnFeature } from '../features/dmn/dmnFeature';
import { documentsFeature } from '../features/documents/documentsFeature';
import { factExplorerFeature } from '../features/factExplorer/factExplorerFeature';
import { fcaFeature } from '../features/fca/fcaFeature';
import { homeFeature } from '../features/home/homeFeature';
import { importsFeature } from '../features/imports/importsFeature';
import { ontologyFeature } from '../features/ontology/ontologyFeature';
import { owlRulesFeature } from '../features/owlRules/owlRulesFeature';
import { profileFeature } from '../features/profile/profileFeature';
import { reasonerFeature } from '../features/reasoner/reasonerFeature';
import { reportsFeature } from '../features/reports/reportsFeature';
import { searchFeature } from '../features/search/searchFeature';
import { semanticSearchFeature } from '../features/semanticSearch/semanticSearchFeature';

/**
 * Every feature of the app, one line each: a feature declares its pages and the slots it fills in
 * its own folder (features/<area>/<area>Feature.ts, also exported by its index.ts), and adding one touches
 * that folder and this list. The declaration is imported itself, not the index: an index re-exports the
 * code other features use, which the first screen must not load.
 */
export const features: readonly FeatureModule[] = [
  adminFeature,
  authFeature,
  chatFeature,
  dashboardFeature,
  dmnFeature,
  documentsFeature,
  factExplorerFeature,
  fcaFeature,
  homeFeature,
  importsFeature,
  ontologyFeature,
  owlRulesFeature,
  profileFeature,
  reasonerFeature,
  reportsFeature,
  searchFeature,
  semanticSearchFeature,
];
