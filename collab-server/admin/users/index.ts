export { usersArea } from './usersArea';
