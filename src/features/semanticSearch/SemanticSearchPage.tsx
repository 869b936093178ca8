import { useParams } from 'react-router-dom';
import { SearchListPage } from './list/SearchListPage';
import { SearchBuilderPage } from './builder/SearchBuilderPage';

/** /semantic-search: the saved searches; /semantic-search/new and /semantic-search/{id}: the builder with its result. */
export default function SemanticSearchPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <SearchListPage />;
  return <SearchBuilderPage key={id} id={id === 'new' ? null : id} />;
}
