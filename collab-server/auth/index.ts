export { authArea } from './authArea';
