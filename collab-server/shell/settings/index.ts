export { settingsArea } from './settingsArea';
