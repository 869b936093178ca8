export { manualsArea } from './manualsArea';
