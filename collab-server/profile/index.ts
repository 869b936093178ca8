export { profileArea } from './profileArea';
