export { chatArea } from './chatArea';
