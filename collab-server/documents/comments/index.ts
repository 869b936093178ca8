export { documentCommentsArea } from './documentCommentsArea';
