// What other areas use of the search: quick launch shows full-text matches' passages the same way.
export { MarkedSnippet } from './MarkedSnippet';
