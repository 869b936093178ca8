export { pluginsArea } from './pluginsArea';
