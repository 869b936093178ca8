import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { DmnListPage } from './list/DmnListPage';

// dmn-js and its styles come with the editor only
const DmnEditorPage = lazy(() => import('./editor/DmnEditorPage'));

/** /dmn: the decision tables; /dmn/{id}: one in the editor (a fresh editor per decision). */
export default function DmnPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <DmnListPage />;
  return (
    <Suspense fallback={null}>
      <DmnEditorPage key={id} id={id} />
    </Suspense>
  );
}
