export { testControlsArea } from './testControlsArea';
