export { rolesArea } from './rolesArea';
