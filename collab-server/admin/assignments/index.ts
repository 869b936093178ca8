export { assignmentsArea } from './assignmentsArea';
