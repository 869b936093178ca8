export { ontologyArea } from './ontologyArea';
