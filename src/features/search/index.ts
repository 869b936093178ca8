// What the app sees of the search: its declaration. (Quick launch shows full-text passages with
// components/markedSnippet, which the search's results use too.)
export { searchFeature } from './searchFeature';
