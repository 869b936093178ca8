import { adminRoutes } from '../../../routes/adminRoutes';
import { analysisRoutes } from '../../../routes/analysisRoutes';
import { documentRoutes } from '../../../routes/documentRoutes';
import { eduRoutes } from '../../../routes/eduRoutes';
import { ontologyRoutes } from '../../../routes/ontologyRoutes';
import { serviceRoutes } from '../../../routes/serviceRoutes';
import type { RouteDef } from '../../../routes/routeTypes';
import type { ScreenGroup } from './screenChoices';

/** The app's route table by the part of the app each route belongs to (src/routes/routeTable.ts joins the same lists). */
export const appScreenGroups: ReadonlyArray<readonly [ScreenGroup, readonly RouteDef[]]> = [
  ['service', serviceRoutes],
  ['ontology', ontologyRoutes],
  ['analysis', analysisRoutes],
  ['documents', documentRoutes],
  ['edu', eduRoutes],
  ['admin', adminRoutes],
];
