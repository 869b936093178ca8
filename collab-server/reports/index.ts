export { reportsArea } from './reportsArea';
