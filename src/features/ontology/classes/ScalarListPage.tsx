import { useParams } from 'react-router-dom';
import { PropertyCard } from './PropertyCard';
import { PropertyListView } from './PropertyListView';

/** /scalar_list: data (scalar) properties with their value types; /scalar_list/{term_id}: one of them. */
export default function ScalarListPage() {
  const { term_id: termId } = useParams<{ term_id?: string }>();
  return termId ? <PropertyCard key={termId} kind="data" id={termId} /> : <PropertyListView kind="data" />;
}
