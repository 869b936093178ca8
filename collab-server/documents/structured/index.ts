export { structuredDocumentsArea } from './structuredDocumentsArea';
