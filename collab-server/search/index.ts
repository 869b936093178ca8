export { searchArea } from './searchArea';
