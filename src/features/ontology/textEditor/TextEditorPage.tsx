import { useParams } from 'react-router-dom';
import { TextDocEditor } from './TextDocEditor';
import { TextDocList } from './TextDocList';

/** /text-editor: the ontology texts; /text-editor/{id}: one text in the editor. */
export default function TextEditorPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <TextDocEditor key={id} id={id} /> : <TextDocList />;
}
