import { EDU, route } from './defineRoute';
import type { RouteDef } from './routeTypes';

const edu = { apps: EDU, section: 'edu' } as const;

/** Education (edu mode, platform spec §2). */
export const eduRoutes: RouteDef[] = [
  route('edu_courses', '/edu/courses', edu),
  route('edu_alu', '/edu/alu', edu),
  route('edu_flows', '/edu/flows', edu),
  route('edu_flow', '/edu/flow', { ...edu, contextTitle: true }),
  route('edu_flow_summary', '/edu/flow-summary', { ...edu, contextTitle: true }),
  route('edu_users_rating', '/edu/users_rating', edu),
  route('edu_awaiting_grades', '/edu/awaiting-grades', edu),
  route('edu_active_students', '/edu/active-students', edu),
  route('edu_flow_cards', '/edu/flow-cards', edu),
  route('analysis_students', '/analysis-students', edu),
];
