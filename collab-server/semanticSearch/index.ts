export { semanticSearchArea } from './semanticSearchArea';
