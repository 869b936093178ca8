export { commandsArea } from './commandsArea';
