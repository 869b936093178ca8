export { queryHistoryArea } from './queryHistoryArea';
export { recordQueryHistory } from './queryHistoryRecorder';
export { closeQueryHistory } from './queryHistoryRecorder';
