import { useParams } from 'react-router-dom';
import { GraphConfigEditor } from './graphs/GraphConfigEditor';
import { GraphConfigList } from './graphs/GraphConfigList';

/** /graphs: the graph configurations; /graphs/:id: one configuration and its graph. */
export default function GraphsPage() {
  const { id } = useParams();
  return id ? <GraphConfigEditor key={id} id={id} /> : <GraphConfigList />;
}
