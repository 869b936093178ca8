export { dmnArea } from './dmnArea';
