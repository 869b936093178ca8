import { useParams } from 'react-router-dom';
import { FcaEntryPage } from './entry/FcaEntryPage';
import { FcaListPage } from './list/FcaListPage';

/** /fca: the analyses; /fca/{id}: one analysis — its context, lattice, concepts and implications. */
export default function FcaPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <FcaEntryPage key={id} id={id} /> : <FcaListPage />;
}
