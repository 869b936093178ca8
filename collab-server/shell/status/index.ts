export { statusArea } from './statusArea';
