export { simpleDocumentsArea } from './simpleDocumentsArea';
