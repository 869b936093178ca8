export { reasonerArea } from './reasonerArea';
