export { importsArea } from './importsArea';
