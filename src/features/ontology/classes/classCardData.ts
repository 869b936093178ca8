import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { ontologyClient, parentIdsOf, type OntologyEntity } from '../client';
import { captionsOf, fetchChildren, fetchClassCard, fetchClassForm } from './classApi';
import type { OwnProperty } from './OwnPropertiesPanel';
import { fetchOwnProperties } from './propertyApi';

export type ClassCardData = {
  cls: OntologyEntity;
  subclasses: OntologyEntity[];
  subclassTotal: number;
  instances: number;
  fields: FormField[];
  /** The properties whose domain is the class, to be edited on the card. */
  ownProperties: OwnProperty[];
  /** Captions of the classes the card links to: parents and property ranges. */
  captions: Map<string, string>;
};

const SUBCLASSES_SHOWN = 200;

/** Everything the class card shows, in five concurrent requests and one for the captions of linked classes; null: no such class. */
export async function loadClassCard(id: string, lang: string): Promise<ClassCardData | null> {
  const [cls, children, instances, fields, ownProperties] = await Promise.all([
    fetchClassCard(id),
    fetchChildren(id, 0, SUBCLASSES_SHOWN, true),
    ontologyClient.count({ of: { class: id } }).catch(() => 0),
    fetchClassForm(id, lang).catch((): FormField[] => []),
    fetchOwnProperties(id, lang),
  ]);
  if (!cls) return null;
  const linked = [...fields.flatMap((f) => (f.range ? [f.range] : [])), ...parentIdsOf(cls)];
  return { cls, subclasses: children.nodes, subclassTotal: children.total, instances, fields, ownProperties, captions: await captionsOf(linked, lang) };
}
