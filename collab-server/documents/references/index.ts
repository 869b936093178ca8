export { referencesArea } from './referencesArea';
