import { useParams } from 'react-router-dom';
import { PropertyCard } from './PropertyCard';
import { PropertyListView } from './PropertyListView';

/** /props_list: object properties; /props_list/{term_id}: one of them. */
export default function PropsListPage() {
  const { term_id: termId } = useParams<{ term_id?: string }>();
  return termId ? <PropertyCard key={termId} kind="object" id={termId} /> : <PropertyListView kind="object" />;
}
