export { semanticSearchArea } from './semanticSearchArea';
export { fromWhereSql } from './nodeJoinsSql';
export { requireReadable } from './searchGuard';
export { findSearchRow, settingsOf } from './searchRepository';
export { prepareRun, runSearch } from './searchRunner';
