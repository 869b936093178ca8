import { adminRoutes } from '../../../app/routes/adminRoutes';
import { analysisRoutes } from '../../../app/routes/analysisRoutes';
import { documentRoutes } from '../../../app/routes/documentRoutes';
import { eduRoutes } from '../../../app/routes/eduRoutes';
import { ontologyRoutes } from '../../../app/routes/ontologyRoutes';
import { serviceRoutes } from '../../../app/routes/serviceRoutes';
import type { RouteDef } from '../../../app/routes/routeTypes';
import type { ScreenGroup } from './screenChoices';

/** The app's route table by the part of the app each route belongs to (app/routes/routeTable.ts joins the same lists). */
export const appScreenGroups: ReadonlyArray<readonly [ScreenGroup, readonly RouteDef[]]> = [
  ['service', serviceRoutes],
  ['ontology', ontologyRoutes],
  ['analysis', analysisRoutes],
  ['documents', documentRoutes],
  ['edu', eduRoutes],
  ['admin', adminRoutes],
];
