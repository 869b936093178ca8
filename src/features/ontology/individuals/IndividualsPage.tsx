import { useParams, useSearchParams } from 'react-router-dom';
import { ClassPicker } from './ClassPicker';
import { InstanceFormPage } from './form/InstanceFormPage';
import { InstanceListPage } from './list/InstanceListPage';

/**
 * /examp_list: pick a class; /examp_list/{class_id}: its instances; ?inst={id} opens an
 * instance's form (platform spec: the instances link uses the query `inst`), ?inst=new a new one.
 */
export default function IndividualsPage() {
  const { class_id: classId } = useParams<{ class_id?: string }>();
  const [query] = useSearchParams();
  const inst = query.get('inst');
  if (!classId) return <ClassPicker />;
  if (inst) return <InstanceFormPage key={`${classId}:${inst}`} classId={classId} inst={inst === 'new' ? null : inst} />;
  return <InstanceListPage classId={classId} />;
}
