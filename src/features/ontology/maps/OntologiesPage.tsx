import { useParams } from 'react-router-dom';
import { MapEditorView } from './ontologies/MapEditorView';
import { MapListView } from './ontologies/MapListView';

/** /ontologies: the list of ontology maps; /ontologies/:map_id: one map's editable graph. */
export default function OntologiesPage() {
  const { map_id: mapId } = useParams();
  return mapId ? <MapEditorView key={mapId} mapId={mapId} /> : <MapListView />;
}
