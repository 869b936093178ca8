export { feedbackArea } from './feedbackArea';
