export { viewsArea } from './viewsArea';
