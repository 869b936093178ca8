export { fcaArea } from './fcaArea';
