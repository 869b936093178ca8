export { errorLogArea } from './errorLogArea';
