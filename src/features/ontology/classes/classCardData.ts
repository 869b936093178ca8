import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { ontologyClient, parentIdsOf, type OntologyEntity } from '../client';
import { captionsOf, fetchChildren, fetchClassCard, fetchClassForm } from './classApi';

export type ClassCardData = {
  cls: OntologyEntity;
  subclasses: OntologyEntity[];
  subclassTotal: number;
  instances: number;
  fields: FormField[];
  /** Captions of the classes the card links to: parents and property ranges. */
  captions: Map<string, string>;
};

const SUBCLASSES_SHOWN = 200;

/** Everything the class card shows, in four concurrent requests and one for the captions of linked classes; null: no such class. */
export async function loadClassCard(id: string, lang: string): Promise<ClassCardData | null> {
  const [cls, children, instances, fields] = await Promise.all([
    fetchClassCard(id),
    fetchChildren(id, 0, SUBCLASSES_SHOWN, true),
    ontologyClient.count({ of: { class: id } }).catch(() => 0),
    fetchClassForm(id, lang).catch((): FormField[] => []),
  ]);
  if (!cls) return null;
  const linked = [...fields.flatMap((f) => (f.range ? [f.range] : [])), ...parentIdsOf(cls)];
  return { cls, subclasses: children.nodes, subclassTotal: children.total, instances, fields, captions: await captionsOf(linked, lang) };
}
